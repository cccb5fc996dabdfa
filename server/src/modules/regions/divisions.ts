import fs from 'node:fs';
import path from 'node:path';
import type { Language, RegionNode } from '@ews/contract';
import { divisionName } from '@ews/contract/division-names';
import { SERVER_ROOT } from '../../config.ts';
import { countyCircle } from './geography.ts';
import { romanize } from './romanize.ts';

const file = path.join(SERVER_ROOT, 'data/china-admin-divisions.json');

interface DivisionFile {
  code: string;
  name: string;
  nameEn?: string;
  nameEs?: string;
  nameJa?: string;
  level: number;
  parent?: string;
  children?: DivisionFile[];
}

export interface Divisions {
  tree: RegionNode[];
  byCode: Map<string, RegionNode & { parent: string }>;
}

function toNode(division: DivisionFile, byCode: Divisions['byCode']): RegionNode {
  const circle = division.level === 3 ? countyCircle(division.code) : undefined;
  const node: RegionNode = {
    code: division.code,
    name: division.name,
    ...(division.nameEn ? { nameEn: division.nameEn } : {}),
    ...(division.nameEs ? { nameEs: division.nameEs } : {}),
    ...(division.nameJa ? { nameJa: division.nameJa } : {}),
    latin: romanize(division.name),
    ...(circle ? { circle } : {}),
    level: division.level,
    children: (division.children ?? []).map((child) => toNode(child, byCode)),
  };
  byCode.set(node.code, { ...node, parent: division.parent ?? '' });
  return node;
}

let loaded: Divisions | undefined;

/** The GB/T 2260 tree shipped in server/data (read once). */
export function divisions(): Divisions {
  if (!loaded) {
    const byCode: Divisions['byCode'] = new Map();
    const tree = (JSON.parse(fs.readFileSync(file, 'utf8')) as DivisionFile[]).map((division) => toNode(division, byCode));
    loaded = { tree, byCode };
  }
  return loaded;
}

/**
 * A division's name in Latin letters, the public pages' for readers who do not read the characters:
 * its English name where GB/T 2260's data has one, else the pinyin; '' for a code not in it.
 */
export function latinName(code: string): string {
  const node = divisions().byCode.get(code);
  return node ? (node.nameEn ?? node.latin) : '';
}

/** A division's name in `language` (divisionName); `stored`, the record's own name, for a code not in the tree. */
export function divisionNameOf(code: string, stored: string, language: Language): string {
  const node = divisions().byCode.get(code);
  return node ? divisionName(node, language) : stored;
}

export interface RegionChoice {
  provinceCode: string;
  prefectureCode: string;
  countyCode: string;
}

/**
 * Names of a province → prefecture → county choice, or undefined when the codes do not form a
 * chain of the tree (a county must sit under the chosen prefecture, or directly under the province).
 */
export function regionNames(choice: RegionChoice) {
  const { byCode } = divisions();
  const province = byCode.get(choice.provinceCode);
  if (!province || province.level !== 1) return undefined;
  const prefecture = choice.prefectureCode ? byCode.get(choice.prefectureCode) : undefined;
  if (choice.prefectureCode && (!prefecture || prefecture.level !== 2 || prefecture.parent !== province.code)) return undefined;
  const county = choice.countyCode ? byCode.get(choice.countyCode) : undefined;
  if (choice.countyCode && (!county || county.level !== 3 || county.parent !== (prefecture?.code ?? province.code))) return undefined;
  return {
    provinceCode: province.code,
    provinceName: province.name,
    prefectureCode: prefecture?.code ?? '',
    prefectureName: prefecture?.name ?? '',
    countyCode: county?.code ?? '',
    countyName: county?.name ?? '',
  };
}
