/*
 * Hand-written checks of a few answers, for the calls a page makes before (or without) zod and the
 * endpoint table: sign-in.ts and shell.ts. Each takes and refuses what the matching zod schema does
 * and answers the same value: an object keeps only its named fields, as a zod object strips the
 * rest (test/sign-in.test.ts and test/shell.test.ts hold them to the schemas' verdicts).
 */

import { isColumnOf, type ColumnEntry } from './point-columns.ts';

type Path = (string | number)[];

/** A refused answer, with where as a zod error says it (`issues[0].path`), which callers read alike. */
export class AnswerRefused extends TypeError {
  readonly issues: { path: Path; message: string }[];
  constructor(path: Path, expected: string) {
    const message = `not ${expected}`;
    super(`The answer${path.length > 0 ? `'s ${path.join('.')}` : ''} is ${message}`);
    this.issues = [{ path, message }];
  }
}

/** Checks `data` (found at `at` in the answer) and answers it typed, or throws AnswerRefused. */
export type Check<T> = (data: unknown, at?: Path) => T;

function refuse(at: Path, expected: string): never {
  throw new AnswerRefused(at, expected);
}

function isObject(data: unknown): data is Record<string, unknown> {
  return typeof data === 'object' && data !== null && !Array.isArray(data);
}

export const text: Check<string> = (data, at = []) => (typeof data === 'string' ? data : refuse(at, 'text'));
export const flag: Check<boolean> = (data, at = []) => (typeof data === 'boolean' ? data : refuse(at, 'true or false'));
/** A finite number (zod's z.number()). */
export const num: Check<number> = (data, at = []) => (typeof data === 'number' && Number.isFinite(data) ? data : refuse(at, 'a number'));
/** A safe integer (zod's z.number().int()). */
export const whole: Check<number> = (data, at = []) => (Number.isSafeInteger(data) ? (data as number) : refuse(at, 'a whole number'));

export function oneOf<const V extends readonly string[]>(values: V): Check<V[number]> {
  return (data, at = []) => (values.includes(data as string) ? (data as V[number]) : refuse(at, `one of ${values.join(', ')}`));
}

export function optional<T>(check: Check<T>): Check<T | undefined> {
  return (data, at = []) => (data === undefined ? undefined : check(data, at));
}

export function nullable<T>(check: Check<T>): Check<T | null> {
  return (data, at = []) => (data === null ? null : check(data, at));
}

/** A list, each item checked (a hole as undefined, as zod reads it). */
export function list<T>(item: Check<T>): Check<T[]> {
  return (data, at = []) => (Array.isArray(data) ? Array.from(data, (value, index) => item(value, [...at, index])) : refuse(at, 'a list'));
}

type Shape = Record<string, Check<unknown>>;
type Checked<S extends Shape> = { [K in keyof S]: ReturnType<S[K]> };

/** An object with these fields, and only these in the value answered. */
export function fields<S extends Shape>(shape: S): Check<Checked<S>> {
  return (data, at = []) => {
    if (!isObject(data)) return refuse(at, 'an object');
    const value: Record<string, unknown> = {};
    for (const [name, check] of Object.entries(shape)) {
      const field = check(data[name], [...at, name]);
      if (field !== undefined || name in data) value[name] = field;
    }
    return value as Checked<S>;
  };
}

/** An object with exactly the keys `keys`, each value checked (zod's z.record with an enum of keys). */
export function record<const K extends readonly string[], T>(keys: K, check: Check<T>): Check<Record<K[number], T>> {
  return (data, at = []) => {
    if (!isObject(data)) return refuse(at, 'an object');
    for (const key in data) if (!keys.includes(key)) refuse([...at, key], 'expected');
    return Object.fromEntries(keys.map((key) => [key, check(data[key], [...at, key])])) as Record<K[number], T>;
  };
}

/** A column of `entry`s (point-columns.ts), checked in one pass, as the zod schema checks it: refused as a whole. */
export function columnOf<T>(entry: ColumnEntry<T>): Check<T[]> {
  const isColumn = isColumnOf(entry);
  return (data, at = []) => (isColumn(data) ? data : refuse(at, 'a column'));
}

/** What `check` answers, refused unless `holds` (a zod refine on it). */
export function satisfying<T>(check: Check<T>, holds: (value: T) => boolean, expected: string): Check<T> {
  return (data, at = []) => {
    const value = check(data, at);
    return holds(value) ? value : refuse(at, expected);
  };
}
