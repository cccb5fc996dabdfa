import { ALERT_STATUSES, FOCUS_TYPE_KEYS, SIGNAL_PRIORITIES, type AlertStatus, type FocusType, type SignalPriority } from '@ews/contract';
import dayjs, { type Dayjs } from 'dayjs';
import { regionPath, type RegionChoice } from '../../../components/domain/regions.ts';

/** 'open' stands for every status still asking for work (new, verifying, confirmed, responding). */
export const OPEN = 'open';

/** The alert list's filter form. */
export interface AlertFilterValues {
  priority?: SignalPriority;
  status?: AlertStatus | typeof OPEN;
  focusType?: FocusType;
  region?: string[];
  dates?: [Dayjs | null, Dayjs | null] | null;
}

const DIVISION = /^\d{6}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

function oneOf<T extends string>(value: string | null, allowed: readonly T[]): T | undefined {
  return allowed.includes(value as T) ? (value as T) : undefined;
}

/** A calendar day as written, or null: dayjs would read 2026-13-45 as a day of 2027. */
function day(value: string | null): Dayjs | null {
  return value && DAY.test(value) && dayjs(value).format('YYYY-MM-DD') === value ? dayjs(value) : null;
}

/**
 * The province and prefecture above a division named alone, from its code's digits (GB/T 2260: a
 * county 620102 lies in 620100, in 620000), so the region filter shows the whole path by name.
 */
function withParents({ provinceCode, prefectureCode, countyCode }: RegionChoice): RegionChoice {
  const below = countyCode || prefectureCode;
  return {
    provinceCode: provinceCode || (below ? `${below.slice(0, 2)}0000` : ''),
    prefectureCode: prefectureCode || (countyCode ? `${countyCode.slice(0, 4)}00` : ''),
    countyCode,
  };
}

/**
 * The filters a link carries, as the list's own query names them (?status=new, ?open=true,
 * ?priority=urgent, ?focusType=, ?provinceCode=, ?prefectureCode=, ?countyCode=, ?from=, ?to=):
 * each the list knows becomes a filter, a value it does not know is left out (unknownInUrl names
 * them); none at all is undefined.
 */
export function filtersFromUrl(params: URLSearchParams): AlertFilterValues | undefined {
  const division = (key: string) => (DIVISION.test(params.get(key) ?? '') ? params.get(key)! : '');
  const region = regionPath(withParents({ provinceCode: division('provinceCode'), prefectureCode: division('prefectureCode'), countyCode: division('countyCode') }));
  const from = day(params.get('from'));
  const to = day(params.get('to'));
  const values: AlertFilterValues = {
    priority: oneOf(params.get('priority'), SIGNAL_PRIORITIES),
    status: params.get('open') === 'true' ? OPEN : oneOf(params.get('status'), [OPEN, ...ALERT_STATUSES]),
    focusType: oneOf(params.get('focusType'), FOCUS_TYPE_KEYS),
    region: region.length > 0 ? region : undefined,
    dates: from || to ? [from, to] : undefined,
  };
  return Object.values(values).some((value) => value !== undefined) ? values : undefined;
}

/** Each query key a link may carry, and whether a value of it is one the list knows. */
const KNOWN_VALUE: Record<string, (value: string) => boolean> = {
  priority: (value) => oneOf(value, SIGNAL_PRIORITIES) !== undefined,
  status: (value) => oneOf(value, [OPEN, ...ALERT_STATUSES]) !== undefined,
  open: (value) => value === 'true',
  focusType: (value) => oneOf(value, FOCUS_TYPE_KEYS) !== undefined,
  provinceCode: (value) => DIVISION.test(value),
  prefectureCode: (value) => DIVISION.test(value),
  countyCode: (value) => DIVISION.test(value),
  from: (value) => day(value) !== null,
  to: (value) => day(value) !== null,
};

/** The filter keys of a link whose values the list does not know, and so left out: the reader is told. */
export function unknownInUrl(params: URLSearchParams): string[] {
  return Object.entries(KNOWN_VALUE).flatMap(([key, known]) => {
    const value = params.get(key);
    return value !== null && value !== '' && !known(value) ? [key] : [];
  });
}
