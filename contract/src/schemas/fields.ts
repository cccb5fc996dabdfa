/**
 * Field builders the record schemas share (source points, outbreaks, users and roles). Not part
 * of the package's index: each record's schema file exports what the rest of the code uses.
 */
import { z } from 'zod';
import { wholeNumber } from './common.ts';

export const text = (max: number) => z.string().trim().max(max);
export const count = wholeNumber.pipe(z.number().min(0).max(1_000_000));
export const decimal = (min: number, max: number) => z.union([z.number(), z.string().trim().regex(/^-?\d+(\.\d+)?$/).transform(Number)]).pipe(z.number().min(min).max(max));
export const regionCode = z.string().regex(/^\d{6}$/, 'validation.regionCode');
const optionalRegion = z.union([z.literal(''), regionCode]).default('');
export const names = z.array(z.string().trim().min(1).max(64)).max(20).default([]);
export const personName = z.string().trim().min(1).max(64);
/**
 * The id a device gives an entry it made offline. In lower case as it comes in: ids are compared
 * as text, and an upper-case copy of one is the same entry.
 */
export const clientId = z.uuid().toLowerCase();

/** Province → prefecture → county as a person picks them (the server checks the chain). */
export const regionChoice = { provinceCode: regionCode, prefectureCode: optionalRegion, countyCode: optionalRegion };

/** The same, with the names the server looked up. */
export const regionStored = {
  provinceCode: z.string(),
  provinceName: z.string(),
  prefectureCode: z.string(),
  prefectureName: z.string(),
  countyCode: z.string(),
  countyName: z.string(),
};

/** WGS-84 within China's extent, generously: a coordinate outside it is refused, not stored. */
export const longitude = decimal(73, 136);
export const latitude = decimal(3, 54);
