import { Checkbox, Table, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination } from '../../../../components/Pagination.tsx';
import { articleColumns, useArticleList } from '../../../../templates/components/articles.tsx';
import { DemoCard, demoScreen } from '../../../../templates/components/DemoScreen.tsx';
import type { Article } from '../../../../templates/mock/data.ts';

/** The columns shown at first; id and title always show. */
const FIXED = ['id', 'title'];
const INITIAL = ['date', 'author', 'importance'];

/** /table/dynamic-table: the template's dynamic table: the checkboxes choose which columns the article list shows. */
function DynamicTable() {
  const { t } = useTranslation();
  const articles = useArticleList();
  const [shown, setShown] = useState<string[]>(INITIAL);
  const all: TableColumnsType<Article> = [...articleColumns(t), { title: t('templates.article.pageviews'), dataIndex: 'pageviews', key: 'pageviews', width: 110 }];
  const optional = all.filter((column) => !FIXED.includes(String(column.key)));
  const columns = all.filter((column) => FIXED.includes(String(column.key)) || shown.includes(String(column.key)));

  return (
    <DemoCard testId="demo-dynamic-table" title={t('templates.route.dynamicTable')}>
      <Typography.Paragraph>{t('templates.dynamicTable.intro')}</Typography.Paragraph>
      <div className="list-filters" role="group" aria-label={t('templates.dynamicTable.columns')}>
        <Checkbox.Group
          value={shown}
          onChange={(values) => setShown(values)}
          options={optional.map((column) => ({ value: String(column.key), label: column.title as string }))}
          data-testid="dynamic-table-columns"
        />
      </div>
      <Table<Article> rowKey="id" columns={columns} dataSource={articles.list} loading={articles.loading} pagination={false} scroll={{ x: 800 }} data-testid="dynamic-table" />
      <Pagination total={articles.total} page={articles.query.page} limit={articles.query.limit} onChange={articles.setPage} />
    </DemoCard>
  );
}

export default demoScreen(DynamicTable);
