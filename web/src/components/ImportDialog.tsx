import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import type { Endpoint, ImportMode, ImportReport, importReportSchema } from '@ews/contract';
import { Alert, Button, Checkbox, Modal, Progress, Space, Table, Typography, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@ews/contract/protocol/envelope';
import { errorText } from '../api/request.ts';
import { downloadFile, uploadFile } from '../api/transfer.ts';
import { usePagerItemRender } from './Pagination.tsx';
import './import-dialog.css';

export type ImportEndpoint = Endpoint<Endpoint['input'], typeof importReportSchema>;

interface ImportDialogProps {
  title: string;
  endpoint: ImportEndpoint;
  /** The call answering an empty sheet with the headers and an example row. */
  template?: Endpoint;
  /** Whether rows may update the stored records they name by code (sheets of records with a code). */
  updatable?: boolean;
  onClose(): void;
  /** After a successful import, with the number of records written. */
  onImported(count: number): void;
}

/** `refusal`: why the last file sent was refused as a whole (outside the data scope, too large), kept in view. */
type Stage = { name: 'choose'; refusal?: string } | { name: 'sending'; percent: number } | { name: 'done'; report: ImportReport };

/**
 * Excel import (issue 5): download the template, choose a file, watch the upload, and read what
 * happened. The server checks every row before writing any: either all rows are imported, or
 * none and the report lists each bad row by its line in the sheet, the column and the reason.
 */
export function ImportDialog({ title, endpoint, template, updatable = false, onClose, onImported }: ImportDialogProps) {
  const { t } = useTranslation();
  const pagerItemRender = usePagerItemRender();
  const [mode, setMode] = useState<ImportMode>('insert');
  const [file, setFile] = useState<UploadFile | null>(null);
  const [stage, setStage] = useState<Stage>({ name: 'choose' });
  const [fetchingTemplate, setFetchingTemplate] = useState(false);
  const sending = stage.name === 'sending';

  async function send() {
    const blob = file?.originFileObj;
    if (!file || !blob) return;
    setStage({ name: 'sending', percent: 0 });
    try {
      const report = await uploadFile(endpoint, updatable ? { mode } : {}, blob, file.name, (percent) => setStage({ name: 'sending', percent }));
      setStage({ name: 'done', report });
      if (report.imported > 0) onImported(report.imported);
    } catch (error) {
      // Also said by the request wrapper, whose toast fades: the dialog keeps it beside the file. The same file may be sent again.
      setStage({ name: 'choose', ...(error instanceof ApiError ? { refusal: errorText(error) } : {}) });
    }
  }

  async function fetchTemplate() {
    if (!template) return;
    setFetchingTemplate(true);
    try {
      await downloadFile(template, {});
    } catch {
      // Shown by the request wrapper.
    } finally {
      setFetchingTemplate(false);
    }
  }

  const report = stage.name === 'done' ? stage.report : null;
  const badLines = report ? new Set(report.errors.map((error) => error.line)).size : 0;
  // Done, whether it wrote rows or found every one already stored: only refused rows ask for another go.
  const finished = report !== null && report.errors.length === 0;

  return (
    <Modal
      open
      title={title}
      width={720}
      onCancel={sending ? undefined : onClose}
      closable={!sending}
      mask={{ closable: false }}
      footer={[
        <Button key="close" onClick={onClose} disabled={sending} data-testid="import-close">
          {t(finished ? 'transfer.done' : 'common.cancel')}
        </Button>,
        ...(finished
          ? []
          : [
              <Button key="send" type="primary" disabled={!file || sending} loading={sending} onClick={() => void send()} data-testid="import-submit">
                {t('transfer.start')}
              </Button>,
            ]),
      ]}
    >
      <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="import-dialog">
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          {t('transfer.hint')}
        </Typography.Paragraph>
        {template && (
          <Button icon={<DownloadOutlined />} loading={fetchingTemplate} onClick={() => void fetchTemplate()} data-testid="import-template">
            {t('transfer.template')}
          </Button>
        )}
        {updatable && (
          <Checkbox checked={mode === 'update'} disabled={sending} onChange={(event) => setMode(event.target.checked ? 'update' : 'insert')} data-testid="import-update">
            {t('transfer.updateExisting')}
          </Checkbox>
        )}
        <Upload.Dragger
          accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          maxCount={1}
          disabled={sending}
          fileList={file ? [file] : []}
          beforeUpload={() => false}
          onChange={({ fileList }) => {
            setFile(fileList.at(-1) ?? null);
            setStage({ name: 'choose' });
          }}
          data-testid="import-file"
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">{t('transfer.choose')}</p>
          <p className="ant-upload-hint">{t('transfer.chooseHint')}</p>
        </Upload.Dragger>
        {stage.name === 'choose' && stage.refusal && <Alert type="error" showIcon title={t('transfer.refused')} description={stage.refusal} data-testid="import-refusal" />}
        {stage.name === 'sending' && (
          <div data-testid="import-progress">
            <Progress percent={stage.percent} status="active" />
            <Typography.Text type="secondary">{t(stage.percent < 100 ? 'transfer.uploading' : 'transfer.checking')}</Typography.Text>
          </div>
        )}
        {finished && (
          <Alert
            type="success"
            showIcon
            title={t(report.updated > 0 ? 'transfer.importedUpdated' : 'transfer.imported', { count: report.imported, updated: report.updated })}
            description={report.unchanged > 0 ? t('transfer.unchanged', { count: report.unchanged }) : undefined}
            data-testid="import-success"
          />
        )}
        {report && report.errors.length > 0 && (
          <div data-testid="import-report">
            <Alert type="error" showIcon title={t('transfer.rejected', { count: badLines })} description={t('transfer.rejectedHint')} style={{ marginBottom: 12 }} />
            <Table
              size="small"
              rowKey={(row) => `${row.line}:${row.field}:${row.message}`}
              dataSource={report.errors}
              pagination={report.errors.length > 10 ? { pageSize: 10, showSizeChanger: false, itemRender: pagerItemRender } : false}
              // Within the dialog at any width: a long reason (a value pasted whole, say) wraps anywhere rather than widening the table.
              tableLayout="fixed"
              columns={[
                { title: t('transfer.line'), dataIndex: 'line', key: 'line', width: 64 },
                { title: t('transfer.column'), dataIndex: 'field', key: 'field', width: '32%', render: (field: string) => (field === '-' ? '' : field) },
                { title: t('transfer.reason'), dataIndex: 'message', key: 'message', render: (message: string) => <span className="import-reason">{message}</span> },
              ]}
              data-testid="import-errors"
            />
          </div>
        )}
      </Space>
    </Modal>
  );
}
