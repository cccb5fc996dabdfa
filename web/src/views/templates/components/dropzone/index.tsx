import { DeleteOutlined, InboxOutlined } from '@ant-design/icons';
import { Button, Table, Typography, Upload, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DemoCard, demoScreen } from '../../../../templates/components/DemoScreen.tsx';
import { formatFileSize } from '../../../../templates/components/file-size.ts';

interface DroppedFile {
  uid: string;
  name: string;
  size: number;
  type: string;
}

/** /components/dropzone: files dropped or picked are listed with their sizes, read by nobody and sent nowhere. */
function DropzoneDemo() {
  const { t, i18n } = useTranslation();
  const [files, setFiles] = useState<DroppedFile[]>([]);
  const size = (bytes: number) => formatFileSize(bytes, i18n.language);

  const columns: TableColumnsType<DroppedFile> = [
    { title: t('templates.dropzone.name'), dataIndex: 'name', key: 'name' },
    { title: t('templates.dropzone.size'), dataIndex: 'size', key: 'size', align: 'right', render: size },
    { title: t('templates.dropzone.type'), dataIndex: 'type', key: 'type', render: (type: string) => type || t('templates.dropzone.unknownType') },
    {
      title: t('templates.dropzone.actions'),
      key: 'actions',
      width: 100,
      render: (_, file) => <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('templates.dropzone.remove', { name: file.name })} onClick={() => setFiles((previous) => previous.filter((kept) => kept.uid !== file.uid))} />,
    },
  ];

  return (
    <DemoCard testId="demo-dropzone" title={t('templates.route.dropzone')}>
      <Typography.Paragraph>{t('templates.dropzone.intro')}</Typography.Paragraph>
      <Upload.Dragger
        multiple
        showUploadList={false}
        beforeUpload={(file) => {
          setFiles((previous) => [...previous, { uid: file.uid, name: file.name, size: file.size, type: file.type }]);
          // Listed here only: never uploaded, nor kept in the Upload's own list.
          return Upload.LIST_IGNORE;
        }}
        data-testid="dropzone"
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">{t('templates.dropzone.drop')}</p>
      </Upload.Dragger>
      {files.length > 0 && (
        <>
          <Typography.Paragraph style={{ marginTop: 16 }} data-testid="dropzone-total">
            {t('templates.dropzone.total', { count: files.length, size: size(files.reduce((sum, file) => sum + file.size, 0)) })}
          </Typography.Paragraph>
          <Table<DroppedFile> rowKey="uid" columns={columns} dataSource={files} pagination={false} size="small" data-testid="dropzone-files" />
          <Button style={{ marginTop: 12 }} onClick={() => setFiles([])}>
            {t('templates.dropzone.clear')}
          </Button>
        </>
      )}
    </DemoCard>
  );
}

export default demoScreen(DropzoneDemo);
