import type { RegionNode } from '@ews/contract';
import { TreeSelect } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAllowClear } from '../../hooks/useAllowClear.tsx';
import { useAppStore } from '../../stores/app.ts';
import { regionOptions, useRegionTree } from './regions.ts';

/** What a search may match for each division, in any interface language: its name, pinyin, its names in the other languages and code. */
function searchTexts(tree: readonly RegionNode[]): Map<string, string> {
  const texts = new Map<string, string>();
  const pending = [...tree];
  for (let node = pending.pop(); node; node = pending.pop()) {
    texts.set(node.code, [node.name, node.latin, node.nameEn ?? '', node.nameEs ?? '', node.nameJa ?? '', node.code].join(' ').toLowerCase());
    pending.push(...node.children);
  }
  return texts;
}

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
  const searchable = useMemo(() => searchTexts(regions), [regions]);
  const allowClear = useAllowClear();
  return (
    <TreeSelect
      multiple
      showSearch={{ filterTreeNode: (input, node) => (searchable.get(String(node.value)) ?? '').includes(input.trim().toLowerCase()) }}
      allowClear={allowClear}
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
