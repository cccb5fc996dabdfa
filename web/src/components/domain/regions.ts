import type { Language, RegionNode } from '@ews/contract';
import { useEffect, useState } from 'react';
import { api } from '../../api/index.ts';

/** Province → prefecture → county as the records store them. */
export interface RegionChoice {
  provinceCode: string;
  prefectureCode: string;
  countyCode: string;
}

export interface RegionOption {
  value: string;
  label: string;
  children?: RegionOption[];
}

let loading: Promise<RegionNode[]> | undefined;

/** The GB/T 2260 tree of region/tree, asked once per page load (it never changes while the server runs). */
export function loadRegionTree(): Promise<RegionNode[]> {
  loading ??= api.regionTree().catch((error: unknown) => {
    loading = undefined; // a failed call may be tried again
    throw error;
  });
  return loading;
}

/** The region tree, empty until it has arrived. */
export function useRegionTree(): RegionNode[] {
  const [tree, setTree] = useState<RegionNode[]>([]);
  useEffect(() => {
    let current = true;
    loadRegionTree().then(
      (loaded) => {
        if (current) setTree(loaded);
      },
      () => undefined, // shown by the request wrapper; the cascader stays empty
    );
    return () => {
      current = false;
    };
  }, []);
  return tree;
}

/**
 * Cascader options: Chinese names in Chinese; elsewhere a province's English name comes first
 * (the tree has English names for provinces only), the official name after it.
 */
export function regionOptions(tree: readonly RegionNode[], language: Language): RegionOption[] {
  return tree.map((node) => ({
    value: node.code,
    label: language !== 'zh' && node.nameEn ? `${node.nameEn} ${node.name}` : node.name,
    ...(node.children.length > 0 ? { children: regionOptions(node.children, language) } : {}),
  }));
}

/** The cascader path of a stored choice: a county directly under its province has no prefecture. */
export function regionPath(choice: RegionChoice): string[] {
  return [choice.provinceCode, choice.prefectureCode, choice.countyCode].filter(Boolean);
}

/** GB/T 2260 levels show in the code itself: a province ends in 0000, a prefecture in 00, a county in neither. */
function fieldOf(code: string): keyof RegionChoice {
  if (code.endsWith('0000')) return 'provinceCode';
  return code.endsWith('00') ? 'prefectureCode' : 'countyCode';
}

/** A cascader path back to province, prefecture and county codes. */
export function regionChoice(path: readonly string[] | null | undefined): RegionChoice {
  const choice: RegionChoice = { provinceCode: '', prefectureCode: '', countyCode: '' };
  for (const code of path ?? []) choice[fieldOf(code)] = code;
  return choice;
}

/** 'Province / prefecture / county' of a record, as far as it is known. */
export function regionText(record: { provinceName: string; prefectureName: string; countyName: string }): string {
  return [record.provinceName, record.prefectureName, record.countyName].filter(Boolean).join(' / ');
}
