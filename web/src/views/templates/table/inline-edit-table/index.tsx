import { Button, Input, Space, Table, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { withFeedback } from '../../../../app/feedback.ts';
import { Pagination } from '../../../../components/Pagination.tsx';
import { articleColumns, useArticleList } from '../../../../templates/components/articles.tsx';
import { DemoCard, demoScreen } from '../../../../templates/components/DemoScreen.tsx';
import { demoApi } from '../../../../templates/mock/client.ts';
import type { Article } from '../../../../templates/mock/data.ts';

/** /table/inline-edit-table: the template's inline edit: a row's title edited in place, saved to the mock or cancelled. */
function InlineEditTable() {
  const { t } = useTranslation();
  const articles = useArticleList();
  const [editing, setEditing] = useState<{ id: number; title: string } | null>(null);
  const [saving, setSaving] = useState(false);

  const cancel = () => {
    setEditing(null);
    withFeedback((feedback) => feedback.success({ content: t('templates.inlineEdit.restored') }));
  };
  const save = (article: Article) => {
    const title = editing?.title.trim();
    if (!title) {
      withFeedback((feedback) => feedback.error({ content: t('templates.article.titleRequired') }));
      return;
    }
    setSaving(true);
    demoApi
      .updateArticle({ ...article, title })
      .then(
        () => {
          setEditing(null);
          withFeedback((feedback) => feedback.success({ content: t('templates.inlineEdit.saved') }));
          articles.refresh();
        },
        (error: Error) => withFeedback((feedback) => feedback.error({ content: error.message })),
      )
      .finally(() => setSaving(false));
  };

  const columns: TableColumnsType<Article> = articleColumns(t).map((column) =>
    column.key === 'title'
      ? {
          ...column,
          render: (title: string, article: Article) =>
            editing?.id === article.id ? (
              <Input
                size="small"
                value={editing.title}
                maxLength={100}
                aria-label={t('templates.article.title')}
                autoFocus
                onChange={(event) => setEditing({ id: article.id, title: event.target.value })}
                onPressEnter={() => save(article)}
                onKeyDown={(event) => event.key === 'Escape' && cancel()}
                data-testid={`inline-title-input-${article.id}`}
              />
            ) : (
              <span data-testid={`inline-title-${article.id}`}>{title}</span>
            ),
        }
      : column,
  );
  columns.push({
    title: t('templates.article.actions'),
    key: 'actions',
    width: 180,
    render: (_, article) =>
      editing?.id === article.id ? (
        <Space>
          <Button size="small" type="primary" loading={saving} onClick={() => save(article)} data-testid={`inline-save-${article.id}`}>
            {t('templates.common.save')}
          </Button>
          <Button size="small" onClick={cancel} data-testid={`inline-cancel-${article.id}`}>
            {t('templates.common.cancel')}
          </Button>
        </Space>
      ) : (
        <Button size="small" onClick={() => setEditing({ id: article.id, title: article.title })} disabled={editing !== null} data-testid={`inline-edit-${article.id}`}>
          {t('templates.common.edit')}
        </Button>
      ),
  });

  return (
    <DemoCard testId="demo-inline-edit-table" title={t('templates.route.inlineEditTable')}>
      <Typography.Paragraph>{t('templates.inlineEdit.intro')}</Typography.Paragraph>
      <Table<Article> rowKey="id" columns={columns} dataSource={articles.list} loading={articles.loading} pagination={false} scroll={{ x: 1000 }} data-testid="inline-edit-table" />
      <Pagination total={articles.total} page={articles.query.page} limit={articles.query.limit} onChange={articles.setPage} />
    </DemoCard>
  );
}

export default demoScreen(InlineEditTable);
