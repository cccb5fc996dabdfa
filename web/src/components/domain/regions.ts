import type { Language, RegionNode } from '@ews/contract';
import { divisionName, readableDivisionName } from '@ews/contract/division-names';
import { useEffect, useState } from 'react';
import { api } from '../../api/index.ts';
import { drawnRegions } from '../../app/first-rows.ts';

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

export { divisionName };

let loading: Promise<RegionNode[]> | undefined;

/** The tree is some hundred kilobytes, asked once: on a field link it may need far longer than an ordinary call. */
const TREE_TIMEOUT_MS = 60_000;
/** After a failed load, how long a screen that needs the tree waits before asking again. */
const RETRY_MS = 15_000;

/** The GB/T 2260 tree of region/tree, asked once per page load (it never changes while the server runs). */
export function loadRegionTree(): Promise<RegionNode[]> {
  loading ??= api.regionTree({}, { timeoutMs: TREE_TIMEOUT_MS }).catch((error: unknown) => {
    loading = undefined; // a failed call may be tried again
    throw error;
  });
  return loading;
}

/**
 * The region tree, empty until it has arrived. A load that fails (reported by the request
 * wrapper) is tried again while the screen is open, so names replace the codes once the link allows.
 */
export function useRegionTree(): readonly RegionNode[] {
  const [tree, setTree] = useState<readonly RegionNode[]>(() => drawnRegions() ?? []);
  useEffect(() => {
    let current = true;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const load = () =>
      loadRegionTree().then(
        (loaded) => {
          if (current) setTree(loaded);
        },
        () => {
          if (current) retry = setTimeout(load, RETRY_MS);
        },
      );
    void load();
    return () => {
      current = false;
      clearTimeout(retry);
    };
  }, []);
  return tree;
}

/** A division's name for readers of English: a province's English name, else the pinyin as English writes it. */
const latinName = (node: RegionNode) => node.nameEn ?? readableDivisionName(node.latin, 'en');

/**
 * Languages that read the Chinese names themselves: Chinese, and Japanese, whose readers know the
 * characters better than their pinyin. English and Spanish get a name in their language or the pinyin.
 */
export const readsHanzi = (language: Language) => language === 'zh' || language === 'ja';


/** Cascader options: Chinese names in Chinese; Japanese with the pinyin after; elsewhere the reader's name or pinyin first, the official name after it. */
export function regionOptions(tree: readonly RegionNode[], language: Language): RegionOption[] {
  return tree.map((node) => ({
    value: node.code,
    label: language === 'zh' ? node.name : language === 'ja' ? `${divisionName(node, language)} ${latinName(node)}` : `${divisionName(node, language)} ${node.name}`,
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

const indexes = new WeakMap<readonly RegionNode[], Map<string, RegionNode>>();

function indexOf(tree: readonly RegionNode[]): Map<string, RegionNode> {
  let index = indexes.get(tree);
  if (!index) {
    index = new Map();
    const pending = [...tree];
    for (let node = pending.pop(); node; node = pending.pop()) {
      index.set(node.code, node);
      pending.push(...node.children);
    }
    indexes.set(tree, index);
  }
  return index;
}

/** The circle around the county of a cascader path, where the tree has one. */
export function countyCircleOf(path: readonly string[] | null | undefined, tree: readonly RegionNode[]): RegionNode['circle'] {
  const { countyCode } = regionChoice(path);
  return countyCode ? indexOf(tree).get(countyCode)?.circle : undefined;
}

/** A division's name as `language` shows it: as stored in Chinese, and until the tree has arrived. */
export function regionName(code: string, stored: string, tree: readonly RegionNode[], language: Language): string {
  const node = code ? indexOf(tree).get(code) : undefined;
  if (!node) return stored;
  return language === 'zh' ? stored || node.name : divisionName(node, language);
}

interface RecordRegion extends RegionChoice {
  provinceName: string;
  prefectureName: string;
  countyName: string;
}

/** 'Province / prefecture / county' of a record, as far as it is known, in the reader's language. */
export function regionText(record: RecordRegion, tree: readonly RegionNode[], language: Language): string {
  return [
    regionName(record.provinceCode, record.provinceName, tree, language),
    regionName(record.prefectureCode, record.prefectureName, tree, language),
    regionName(record.countyCode, record.countyName, tree, language),
  ]
    .filter(Boolean)
    .join(' / ');
}
