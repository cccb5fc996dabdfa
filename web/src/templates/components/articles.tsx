import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { TintTag, type TagColour } from '../../components/TintTag.tsx';
import { usePagedList, type PageQuery } from '../../hooks/usePagedList.ts';
import type { Article, ArticleStatus } from '../mock/data.ts';
import { demoApi } from '../mock/client.ts';

export interface ArticleFilters {
  importance?: number;
  type?: string;
  title?: string;
  sort: '+id' | '-id';
}

const loadArticles = (query: PageQuery & ArticleFilters) => demoApi.articles(query).then(({ items, total }) => ({ list: items, total }));

/** A page of the mock's articles, filtered and sorted as the template's article/list does. */
export function useArticleList() {
  return usePagedList<PageQuery & ArticleFilters, Article>(loadArticles, { sort: '+id' });
}

export const editArticlePath = (id: number) => `/example/edit/${id}`;

const STATUS_COLORS: Record<ArticleStatus, TagColour> = { published: 'green', draft: 'grey' };

/** The columns both article lists show: id, time, title (a link to its edit page), author, importance and status. */
export function articleColumns(t: TFunction): TableColumnsType<Article> {
  return [
    { title: t('templates.article.id'), dataIndex: 'id', key: 'id', width: 80 },
    { title: t('templates.article.date'), dataIndex: 'display_time', key: 'date', width: 170 },
    { title: t('templates.article.title'), dataIndex: 'title', key: 'title', render: (title: string, article) => <Link to={editArticlePath(article.id)}>{title}</Link> },
    { title: t('templates.article.author'), dataIndex: 'author', key: 'author', width: 110 },
    { title: t('templates.article.importance'), dataIndex: 'importance', key: 'importance', width: 110, render: (importance: number) => <Importance value={importance} /> },
    {
      title: t('templates.article.status'),
      dataIndex: 'status',
      key: 'status',
      width: 110,
      render: (status: ArticleStatus) => <TintTag color={STATUS_COLORS[status]}>{t(`templates.article.statuses.${status}`)}</TintTag>,
    },
  ];
}

/** Stars for the eye, the number for a screen reader. */
function Importance({ value }: { value: number }) {
  return (
    <span data-importance={value}>
      <span aria-hidden="true">{'★'.repeat(value)}</span>
      <span className="visually-hidden">{value}</span>
    </span>
  );
}
