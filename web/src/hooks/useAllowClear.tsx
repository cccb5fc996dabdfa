import { CloseCircleFilled } from '@ant-design/icons';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * `allowClear` for antd's Input, Select, Cascader and TreeSelect with the clear button named in the
 * reader's language: rc-select names it 'Clear' in English whatever antd's locale, unless the
 * setting gives a label, and an input's clear button takes its name from its icon, which is
 * hidden from screen readers unless named (components/icon-a11y.ts). The icon is antd's own
 * (given a setting, antd adds none).
 */
export function useAllowClear(): { clearIcon: ReactNode; label: string } {
  const { t } = useTranslation();
  const label = t('form.clear');
  return useMemo(() => ({ clearIcon: <CloseCircleFilled aria-label={label} />, label }), [label]);
}
