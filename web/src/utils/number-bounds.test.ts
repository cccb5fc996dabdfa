import { outbreakSaveSchema } from '@ews/contract/schemas/outbreaks';
import { latitude, longitude, sourceSaveSchema } from '@ews/contract/schemas/sources';
import { surveySaveSchema } from '@ews/contract/schemas/surveillance';
import { describe, expect, it } from 'vitest';
import { numberBounds, stepWithin } from './number-bounds.ts';

describe('numberBounds: the bounds a contract schema sets on a number', () => {
  it('reads them through optional, nullable, defaults, unions with text and pipes', () => {
    expect(numberBounds(sourceSaveSchema, 'altitude')).toEqual({ min: -200, max: 9000 });
    expect(numberBounds(sourceSaveSchema, 'area')).toEqual({ min: 0, max: 1_000_000 });
    expect(numberBounds(longitude)).toEqual({ min: 73, max: 136 });
    expect(numberBounds(latitude)).toEqual({ min: 3, max: 54 });
    // Counts of an outbreak (its schema refined as a whole) and of a survey.
    for (const field of ['bubonic', 'pneumonic', 'septicemic', 'otherForm', 'cases', 'deaths']) expect(numberBounds(outbreakSaveSchema, field)).toEqual({ min: 0, max: 1_000_000 });
    expect(numberBounds(surveySaveSchema, 'captureRate')).toEqual({ min: 0, max: 100 });
    expect(numberBounds(surveySaveSchema, 'seraPositive')).toEqual({ min: 0, max: 1_000_000 });
  });

  it('answers no bound for a field without one', () => {
    expect(numberBounds(sourceSaveSchema, 'name')).toEqual({});
  });
});

describe('stepWithin: where a step lands', () => {
  const bounds = { min: 0, max: 100 };
  it('lands inside as it is', () => {
    expect(stepWithin(5, 4, bounds)).toBe(5);
  });
  it('stops at the bound it would pass', () => {
    expect(stepWithin(-1, null, bounds)).toBe(0);
    expect(stepWithin(-0.5, 0.5, bounds)).toBe(0);
    expect(stepWithin(100.5, 99.5, bounds)).toBe(100);
  });
  it('stays at or beyond a bound rather than going further out', () => {
    expect(stepWithin(-1, 0, bounds)).toBeUndefined();
    expect(stepWithin(-4, -3, bounds)).toBeUndefined();
    expect(stepWithin(151, 150, bounds)).toBeUndefined();
  });
  it('brings a typed value outside the range to the bound when stepping towards it', () => {
    expect(stepWithin(-2, -3, bounds)).toBe(0);
    expect(stepWithin(149, 150, bounds)).toBe(100);
  });
});
