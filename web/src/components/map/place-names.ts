import type { Language } from '@ews/contract';
import { provinceName } from '@ews/contract/provinces';
import { readsHanzi } from '../domain/regions.ts';

/** A place as the maps' data carry it: its province (by code where known) and county, stored in Chinese. */
export interface MapPlace {
  provinceCode?: string;
  provinceName: string;
  countyName: string;
}

/**
 * A place in `language`, as every map and the wall display's ticker name it: the province by
 * PROVINCE_NAMES (the same names the region tree gives the rest of the console); the county in
 * the official characters for their readers (readsHanzi), else in Latin letters as the reader
 * writes it, `countyLatin` ('' for none). Undefined where that name is needed but not known (yet).
 */
export function placeName(place: MapPlace, language: Language, countyLatin: string | undefined): string | undefined {
  const province = provinceName({ code: place.provinceCode, officialName: place.provinceName }, language) ?? place.provinceName;
  const county = readsHanzi(language) ? place.countyName : countyLatin;
  return county === undefined ? undefined : [province, county].filter(Boolean).join(' ');
}

/** A place as the public pages send it, with its county in pinyin ('' for none). */
export interface PublicPlace extends MapPlace {
  countyLatin?: string;
}
