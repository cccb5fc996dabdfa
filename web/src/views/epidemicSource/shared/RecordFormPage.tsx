import { ArrowLeftOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Card, Result, Space, Spin } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Auth } from '../../../components/Auth.tsx';
import { ConflictNotice } from '../../../components/ConflictNotice.tsx';
import './record-form.css';

interface RecordFormPageProps {
  title: string;
  /** Test ids: `<prefix>-page`, `<prefix>-save`, `<prefix>-save-another`, `<prefix>-cancel`, `<prefix>-back`, `<prefix>-edit`. */
  prefix: string;
  viewing: boolean;
  adding: boolean;
  loading: boolean;
  missing: boolean;
  /** The record's read failed (no answer in time, the connection dropped): `onRetry` asks again. */
  loadFailed: boolean;
  onRetry(): void;
  saving: boolean;
  /** The newer version the user chose to overwrite after a conflict. */
  overwriting: { updatedBy: string; updatedAt: string } | null;
  /** View mode: where the Edit button leads, and who may follow it. */
  editPath: string;
  editPermission: string;
  onBack(): void;
  onSave(): void;
  /** Adding: save, then a fresh form for the next record. */
  onSaveAnother(): void;
  children: ReactNode;
}

/** The frame of the add / update / view screens: title, conflict notice, the form, and its buttons. */
export function RecordFormPage(props: RecordFormPageProps) {
  const { title, prefix, viewing, adding, loading, missing, loadFailed, onRetry, saving, overwriting, editPath, editPermission, onBack, onSave, onSaveAnother, children } = props;
  const { t } = useTranslation();
  const navigate = useNavigate();

  const back = (
    <Button icon={<ArrowLeftOutlined />} onClick={onBack} data-testid={`${prefix}-back`}>
      {t('epidemic.form.back')}
    </Button>
  );

  if (missing) {
    return (
      <Card>
        <Result status="warning" title={t('epidemic.form.notFound')} extra={back} data-testid={`${prefix}-missing`} />
      </Card>
    );
  }
  if (loadFailed) {
    const retry = (
      <Button type="primary" onClick={onRetry} data-testid={`${prefix}-retry`}>
        {t('epidemic.form.tryAgain')}
      </Button>
    );
    return (
      <Card>
        <Result status="error" title={t('epidemic.form.loadFailed')} extra={
            <Space>
              {retry}
              {back}
            </Space>
          } data-testid={`${prefix}-load-failed`} />
      </Card>
    );
  }

  const buttons = viewing ? (
    <Auth permission={[editPermission]}>
      <Button type="primary" icon={<EditOutlined />} onClick={() => void navigate(editPath)} data-testid={`${prefix}-edit`}>
        {t('epidemic.form.edit')}
      </Button>
    </Auth>
  ) : (
    <>
      <Button onClick={onBack} data-testid={`${prefix}-cancel`}>
        {t('common.cancel')}
      </Button>
      {adding && (
        <Button loading={saving} disabled={loading} onClick={onSaveAnother} data-testid={`${prefix}-save-another`}>
          {t('epidemic.form.saveAnother')}
        </Button>
      )}
      <Button type="primary" loading={saving} disabled={loading} onClick={onSave} data-testid={`${prefix}-save`}>
        {t('common.save')}
      </Button>
    </>
  );

  return (
    <Card className="record-form-page" title={title} extra={back} data-testid={`${prefix}-page`} data-mode={viewing ? 'view' : adding ? 'add' : 'edit'}>
      <Spin spinning={loading} description={t('app.loading')}>
        <ConflictNotice overwriting={overwriting} className="record-form-notice" />
        {children}
        <div className="record-form-actions">
          <Space wrap>{buttons}</Space>
        </div>
      </Spin>
    </Card>
  );
}
