import { Button, Form, Input, Select, Space, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { withFeedback } from '../../../../app/feedback.ts';
import { Pagination } from '../../../../components/Pagination.tsx';
import { useAllowClear } from '../../../../hooks/useAllowClear.tsx';
import { articleColumns, useArticleList, type ArticleFilters } from '../../../../templates/components/articles.tsx';
import { DemoCard, demoScreen } from '../../../../templates/components/DemoScreen.tsx';
import { demoApi } from '../../../../templates/mock/client.ts';
import { ARTICLE_TYPES, IMPORTANCES, type Article, type ArticleStatus } from '../../../../templates/mock/data.ts';

type FilterValues = Omit<ArticleFilters, 'sort'> & { sort?: ArticleFilters['sort'] };

/**
 * /table/complex-table: the template's complex table over the mock's articles: filter by title,
 * importance and type, sort by id either way, page through, publish or withdraw a row.
 */
function ComplexTable() {
  const { t } = useTranslation();
  return (
    <DemoCard testId="demo-complex-table" title={t('templates.route.complexTable')}>
      <ArticleTable />
    </DemoCard>
  );
}

function ArticleTable() {
  const { t } = useTranslation();
  const allowClear = useAllowClear();
  const articles = useArticleList();
  const [form] = Form.useForm<FilterValues>();

  const search = ({ title, importance, type, sort }: FilterValues) => articles.search({ title: title?.trim() || undefined, importance, type, sort: sort ?? '+id' });
  const setStatus = (article: Article, status: ArticleStatus) =>
    demoApi.updateArticle({ ...article, status }).then(
      () => {
        withFeedback((feedback) => feedback.success({ content: t('templates.common.saved') }));
        articles.refresh();
      },
      (error: Error) => withFeedback((feedback) => feedback.error({ content: error.message })),
    );

  const columns: TableColumnsType<Article> = [
    ...articleColumns(t),
    { title: t('templates.article.pageviews'), dataIndex: 'pageviews', key: 'pageviews', width: 110 },
    {
      title: t('templates.article.actions'),
      key: 'actions',
      width: 140,
      render: (_, article) =>
        article.status === 'draft' ? (
          <Button size="small" type="primary" onClick={() => void setStatus(article, 'published')} data-testid={`article-publish-${article.id}`}>
            {t('templates.article.publish')}
          </Button>
        ) : (
          <Button size="small" onClick={() => void setStatus(article, 'draft')} data-testid={`article-draft-${article.id}`}>
            {t('templates.article.withdraw')}
          </Button>
        ),
    },
  ];

  return (
    <>
      <Form<FilterValues> form={form} layout="inline" className="list-filters" initialValues={{ sort: '+id' }} onFinish={search}>
        <Form.Item name="title" label={t('templates.article.title')}>
          <Input allowClear={allowClear} maxLength={100} data-testid="article-filter-title" />
        </Form.Item>
        <Form.Item name="importance" label={t('templates.article.importance')}>
          <Select allowClear={allowClear} style={{ width: 110 }} placeholder={t('templates.common.all')} options={IMPORTANCES.map((value) => ({ value, label: String(value) }))} data-testid="article-filter-importance" />
        </Form.Item>
        <Form.Item name="type" label={t('templates.article.type')}>
          <Select allowClear={allowClear} style={{ width: 140 }} placeholder={t('templates.common.all')} options={ARTICLE_TYPES.map((value) => ({ value, label: t(`templates.article.types.${value}`) }))} data-testid="article-filter-type" />
        </Form.Item>
        <Form.Item name="sort" label={t('templates.article.sort')}>
          <Select
            style={{ width: 150 }}
            options={[
              { value: '+id', label: t('templates.article.ascending') },
              { value: '-id', label: t('templates.article.descending') },
            ]}
            data-testid="article-filter-sort"
          />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" data-testid="article-search">
            {t('templates.common.search')}
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              search({ sort: '+id' });
            }}
            data-testid="article-reset"
          >
            {t('templates.common.reset')}
          </Button>
        </Space>
      </Form>
      <Table<Article> rowKey="id" columns={columns} dataSource={articles.list} loading={articles.loading} pagination={false} scroll={{ x: 1000 }} data-testid="article-table" />
      <Pagination total={articles.total} page={articles.query.page} limit={articles.query.limit} onChange={articles.setPage} />
    </>
  );
}

export default demoScreen(ComplexTable);
