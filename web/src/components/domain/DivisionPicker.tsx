import { TreeSelect } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../stores/app.ts';
import { regionOptions, useRegionTree } from './regions.ts';

interface DivisionPickerProps {
  value?: string[];
  onChange?(codes: string[]): void;
  disabled?: boolean;
  /** Shown while nothing is chosen: what an empty choice means where the picker is used. */
  placeholder?: string;
  'data-testid'?: string;
}

/** Several GB/T 2260 divisions at any level: a jurisdiction, or the divisions of a custom data scope. */
export function DivisionPicker({ value, onChange, disabled, placeholder, ...rest }: DivisionPickerProps) {
  const { t } = useTranslation();
  const language = useAppStore((state) => state.language);
  const regions = useRegionTree();
  const treeData = useMemo(() => regionOptions(regions, language), [regions, language]);
  return (
    <TreeSelect
      multiple
      showSearch={{ treeNodeFilterProp: 'label' }}
      allowClear
      treeData={treeData}
      fieldNames={{ label: 'label', value: 'value', children: 'children' }}
      value={value ?? []}
      onChange={(codes: string[]) => onChange?.(codes)}
      disabled={disabled}
      placeholder={placeholder ?? t('user.pickDivisions')}
      loading={regions.length === 0}
      style={{ width: '100%' }}
      {...rest}
    />
  );
}
