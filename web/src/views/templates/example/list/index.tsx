import { Button, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Pagination } from '../../../../components/Pagination.tsx';
import { articleColumns, editArticlePath, useArticleList } from '../../../../templates/components/articles.tsx';
import { DemoCard, demoScreen } from '../../../../templates/components/DemoScreen.tsx';
import type { Article } from '../../../../templates/mock/data.ts';

/** /example/list: the mock's articles, each with a link to its edit page. */
function ArticleList() {
  const { t } = useTranslation();
  return (
    <DemoCard testId="demo-article-list" title={t('templates.route.articleList')}>
      <Articles />
    </DemoCard>
  );
}

function Articles() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const articles = useArticleList();
  const columns: TableColumnsType<Article> = [
    ...articleColumns(t),
    {
      title: t('templates.article.actions'),
      key: 'actions',
      width: 100,
      render: (_, article) => (
        <Link to={editArticlePath(article.id)} data-testid={`article-edit-${article.id}`}>
          {t('templates.common.edit')}
        </Link>
      ),
    },
  ];
  return (
    <>
      <Button type="primary" style={{ marginBottom: 16 }} onClick={() => navigate('/example/create')} data-testid="article-create">
        {t('templates.route.createArticle')}
      </Button>
      <Table<Article> rowKey="id" columns={columns} dataSource={articles.list} loading={articles.loading} pagination={false} scroll={{ x: 900 }} data-testid="article-table" />
      <Pagination total={articles.total} page={articles.query.page} limit={articles.query.limit} onChange={articles.setPage} />
    </>
  );
}

export default demoScreen(ArticleList);
