import { DownloadOutlined } from '@ant-design/icons';
import { Button, Form, Input, Space, Table, Typography, type TableColumnsType } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { withFeedback } from '../../app/feedback.ts';
import { useExportOverlay } from '../../components/ExportOverlay.tsx';
import { usePagerItemRender } from '../../components/Pagination.tsx';
import { saveBlob } from '../../utils/save-blob.ts';
import { demoApi } from '../mock/client.ts';
import { ARTICLE_COUNT, type Article } from '../mock/data.ts';
import { articleSheet, fileName, mergedHeaderSheet, sheetFile, type SheetSpec } from './excel.ts';
import { DemoCard } from './DemoScreen.tsx';
import { sheetText, zipFile } from './zip.ts';

export type ExportKind = 'all' | 'selected' | 'merged' | 'zip';

/** Every mock article, in id order (the export screens show and write all of them). */
function useAllArticles() {
  const [articles, setArticles] = useState<Article[]>([]);
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    let current = true;
    demoApi.articles({ page: 1, limit: ARTICLE_COUNT, sort: '+id' }).then(
      ({ items }) => {
        if (!current) return;
        setArticles(items);
        setLoading(false);
      },
      (error: Error) => withFeedback((feedback) => feedback.error({ content: error.message })),
    );
    return () => {
      current = false;
    };
  }, []);
  return { articles, loading };
}

/** What each kind of export is called, introduced and saved as. */
const TEXTS: Record<ExportKind, { intro: string; button: string }> = {
  all: { intro: 'templates.excel.intro.all', button: 'templates.excel.export' },
  selected: { intro: 'templates.excel.intro.selected', button: 'templates.excel.exportSelected' },
  merged: { intro: 'templates.excel.intro.merged', button: 'templates.excel.export' },
  zip: { intro: 'templates.zip.intro', button: 'templates.zip.export' },
};

/** The file of an export: an .xlsx, or (zip) the same sheet as a .txt inside a .zip, both named as typed (`fallback` when nothing is). */
async function exportFile(kind: ExportKind, spec: SheetSpec, typed: string, fallback: string): Promise<{ blob: Blob; name: string }> {
  if (kind !== 'zip') return { blob: await sheetFile(spec, fallback), name: fileName(typed, fallback, 'xlsx') };
  return { blob: await zipFile(fileName(typed, fallback, 'txt'), sheetText(spec)), name: fileName(typed, fallback, 'zip') };
}

/**
 * The template's exports over the mock's articles: all of them, the rows selected, or all under a
 * two-row merged header, as .xlsx; or all as a .txt in a .zip. Named as the user types, headers
 * in their language.
 */
export function ArticleExport({ kind, testId, title }: { kind: ExportKind; testId: string; title: string }) {
  const { t } = useTranslation();
  const { articles, loading } = useAllArticles();
  const [selected, setSelected] = useState<number[]>([]);
  const [name, setName] = useState('');
  const { exporting, runExport, overlay } = useExportOverlay();
  const itemRender = usePagerItemRender();
  const fallback = t('templates.excel.defaultName');

  const exportSheet = () => {
    const rows = kind === 'selected' ? articles.filter((article) => selected.includes(article.id)) : articles;
    if (rows.length === 0) {
      withFeedback((feedback) => feedback.error({ content: t('templates.excel.selectFirst') }));
      return;
    }
    const spec = kind === 'merged' ? mergedHeaderSheet(rows, t) : articleSheet(rows, t);
    void runExport(() => exportFile(kind, spec, name, fallback)).then(
      (file) => saveBlob(file.blob, file.name),
      (error: Error) => withFeedback((feedback) => feedback.error({ content: error.message })),
    );
  };

  const columns: TableColumnsType<Article> = [
    { title: t('templates.article.id'), dataIndex: 'id', key: 'id', width: 80 },
    { title: t('templates.article.title'), dataIndex: 'title', key: 'title' },
    { title: t('templates.article.author'), dataIndex: 'author', key: 'author', width: 120 },
    { title: t('templates.article.pageviews'), dataIndex: 'pageviews', key: 'pageviews', width: 110 },
    { title: t('templates.article.date'), dataIndex: 'display_time', key: 'date', width: 180 },
  ];

  return (
    <DemoCard testId={testId} title={title}>
      <Typography.Paragraph>{t(TEXTS[kind].intro)}</Typography.Paragraph>
      <Form layout="inline" className="list-filters" onFinish={exportSheet}>
        <Form.Item label={t('templates.excel.fileName')} htmlFor="excel-file-name">
          <Input id="excel-file-name" value={name} onChange={(event) => setName(event.target.value)} placeholder={fallback} maxLength={100} style={{ width: 240 }} data-testid="excel-file-name" />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" icon={<DownloadOutlined />} loading={exporting} disabled={loading} data-testid="excel-export">
            {t(TEXTS[kind].button, { count: selected.length })}
          </Button>
        </Space>
      </Form>
      <Table<Article>
        rowKey="id"
        columns={columns}
        dataSource={articles}
        loading={loading}
        scroll={{ x: 800 }}
        pagination={{ defaultPageSize: 10, showSizeChanger: false, itemRender }}
        rowSelection={kind === 'selected' ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(Number)), preserveSelectedRowKeys: true } : undefined}
        data-testid="excel-table"
      />
      {overlay}
    </DemoCard>
  );
}
