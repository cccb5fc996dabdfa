import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Status } from '@ews/contract/enums';
import { Button, Form, Space } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Enabled / disabled choices for status filters and forms. */
export function statusOptions(t: TFunction) {
  return [
    { value: Status.ENABLED, label: t('common.enabled') },
    { value: Status.DISABLED, label: t('common.disabled') },
  ];
}

/** The Search and Reset buttons ending every list's filter form; test ids `<prefix>-search`, `<prefix>-reset`. */
export function FilterButtons({ prefix, onReset, children }: { prefix: string; onReset: () => void; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" icon={<SearchOutlined />} data-testid={`${prefix}-search`}>
          {t('common.search')}
        </Button>
        <Button onClick={onReset} data-testid={`${prefix}-reset`}>
          {t('common.reset')}
        </Button>
        {children}
      </Space>
    </Form.Item>
  );
}

/** Reloads a list; test id `<prefix>-refresh`. */
export function RefreshButton({ prefix, onClick, className }: { prefix: string; onClick: () => void; className?: string }) {
  const { t } = useTranslation();
  return <Button className={className} icon={<ReloadOutlined />} onClick={onClick} title={t('common.refresh')} aria-label={t('common.refresh')} data-testid={`${prefix}-refresh`} />;
}
