import { Button, Modal, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useErrorLogStore, type ErrorLogEntry } from '../stores/errorLog.ts';
import { formatDateTime } from '../utils/format.ts';

/** The table of collected errors with Clear All; loaded the first time the error log is opened. */
export default function ErrorLogDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const logs = useErrorLogStore((state) => state.logs);
  const clear = useErrorLogStore((state) => state.clear);

  const columns: TableColumnsType<ErrorLogEntry> = [
    { title: t('errorLog.time'), dataIndex: 'time', key: 'time', width: 170, render: (time: number) => formatDateTime(time) },
    { title: t('errorLog.message'), dataIndex: 'message', key: 'message', width: 240 },
    { title: t('errorLog.info'), dataIndex: 'info', key: 'info', width: 240, render: (info: string) => <pre className="error-log-pre">{info}</pre> },
    { title: t('errorLog.url'), dataIndex: 'url', key: 'url', width: 220 },
    { title: t('errorLog.stack'), dataIndex: 'stack', key: 'stack', render: (stack: string) => <pre className="error-log-pre">{stack}</pre> },
  ];

  return (
    <Modal
      open={open}
      title={t('errorLog.title')}
      width="80%"
      onCancel={onClose}
      footer={
        <Button
          danger
          onClick={() => {
            clear();
            onClose();
          }}
          data-testid="error-log-clear"
        >
          {t('errorLog.clearAll')}
        </Button>
      }
    >
      <Table rowKey="id" size="small" columns={columns} dataSource={logs} pagination={false} scroll={{ x: 1100, y: 480 }} data-testid="error-log-table" />
    </Modal>
  );
}
