import { InboxOutlined } from '@ant-design/icons';
import { Table, Typography, Upload, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { withFeedback } from '../../../../app/feedback.ts';
import { usePagerItemRender } from '../../../../components/Pagination.tsx';
import { DemoCard, demoScreen } from '../../../../templates/components/DemoScreen.tsx';
import { readSheetFile, XLSX_TYPE, type ReadSheet } from '../../../../templates/components/excel.ts';

/** A row of the sheet: its cells by column (c0, c1, …) and its key. */
type Row = Record<string, string>;

/** /excel/upload: the template's Excel upload: an .xlsx the user picks or drops, read in the browser and shown as a table (its first row as the header). */
function UploadExcel() {
  const { t } = useTranslation();
  const itemRender = usePagerItemRender();
  const [sheet, setSheet] = useState<(ReadSheet & { name: string }) | null>(null);
  const [reading, setReading] = useState(false);

  const read = (file: File) => {
    setReading(true);
    file
      .arrayBuffer()
      .then(readSheetFile)
      .then(
        (read) => setSheet({ ...read, name: file.name }),
        () => withFeedback((feedback) => feedback.error({ content: t('templates.excel.unreadable', { name: file.name }) })),
      )
      .finally(() => setReading(false));
    // Read here; nothing is sent anywhere.
    return false;
  };

  const columns: TableColumnsType<Row> = (sheet?.header ?? []).map((title, index) => ({ title: title || `#${index + 1}`, dataIndex: `c${index}`, key: `c${index}` }));
  const rows: Row[] = (sheet?.rows ?? []).map((cells, index) => ({ key: String(index), ...Object.fromEntries(cells.map((cell, column) => [`c${column}`, cell])) }));

  return (
    <DemoCard testId="demo-excel-upload" title={t('templates.route.uploadExcel')}>
      <Typography.Paragraph>{t('templates.excel.uploadIntro')}</Typography.Paragraph>
      <Upload.Dragger accept={`.xlsx,${XLSX_TYPE}`} multiple={false} showUploadList={false} beforeUpload={read} disabled={reading} data-testid="excel-upload">
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">{t('templates.excel.drop')}</p>
      </Upload.Dragger>
      {sheet && (
        <>
          <Typography.Paragraph style={{ marginTop: 16 }} data-testid="excel-upload-summary">
            {t('templates.excel.read', { name: sheet.name, count: sheet.rows.length })}
          </Typography.Paragraph>
          <Table<Row> columns={columns} dataSource={rows} loading={reading} scroll={{ x: 800 }} pagination={{ defaultPageSize: 10, showSizeChanger: false, itemRender }} data-testid="excel-upload-table" />
        </>
      )}
    </DemoCard>
  );
}

export default demoScreen(UploadExcel);
