import fs from 'node:fs';
import path from 'node:path';
import type { RegionNode } from '@ews/contract';
import { SERVER_ROOT } from '../../config.ts';
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
  const node: RegionNode = {
    code: division.code,
    name: division.name,
    ...(division.nameEn ? { nameEn: division.nameEn } : {}),
    ...(division.nameEs ? { nameEs: division.nameEs } : {}),
    ...(division.nameJa ? { nameJa: division.nameJa } : {}),
    latin: romanize(division.name),
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
