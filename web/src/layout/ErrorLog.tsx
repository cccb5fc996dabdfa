import { BugOutlined } from '@ant-design/icons';
import { Badge, Button, Modal, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorLogStore, type ErrorLogEntry } from '../stores/errorLog.ts';
import { formatDateTime } from '../utils/format.ts';

/** The error log of SPEC §2: a red-dot button while errors exist, opening a table of them with Clear All. */
export function ErrorLog() {
  const { t } = useTranslation();
  const logs = useErrorLogStore((state) => state.logs);
  const clear = useErrorLogStore((state) => state.clear);
  const [open, setOpen] = useState(false);
  if (logs.length === 0) return null;

  const columns: TableColumnsType<ErrorLogEntry> = [
    { title: t('errorLog.time'), dataIndex: 'time', key: 'time', width: 170, render: (time: number) => formatDateTime(time) },
    { title: t('errorLog.message'), dataIndex: 'message', key: 'message', width: 240 },
    { title: t('errorLog.info'), dataIndex: 'info', key: 'info', width: 240, render: (info: string) => <pre className="error-log-pre">{info}</pre> },
    { title: t('errorLog.url'), dataIndex: 'url', key: 'url', width: 220 },
    { title: t('errorLog.stack'), dataIndex: 'stack', key: 'stack', render: (stack: string) => <pre className="error-log-pre">{stack}</pre> },
  ];

  return (
    <>
      <Badge dot offset={[-6, 6]}>
        <Button type="text" danger icon={<BugOutlined />} onClick={() => setOpen(true)} aria-label={t('navbar.errorLog')} title={t('navbar.errorLog')} data-testid="error-log" />
      </Badge>
      <Modal
        open={open}
        title={t('errorLog.title')}
        width="80%"
        onCancel={() => setOpen(false)}
        footer={
          <Button
            danger
            onClick={() => {
              clear();
              setOpen(false);
            }}
            data-testid="error-log-clear"
          >
            {t('errorLog.clearAll')}
          </Button>
        }
      >
        <Table rowKey="id" size="small" columns={columns} dataSource={logs} pagination={false} scroll={{ x: 1100, y: 480 }} data-testid="error-log-table" />
      </Modal>
    </>
  );
}
