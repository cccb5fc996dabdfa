import { describe, expect, it } from 'vitest';
import { isPlaceable, roundCoordinates } from './coordinates.ts';

describe('picked coordinates', () => {
  it('round to 6 decimals', () => {
    expect(roundCoordinates({ longitude: 99.123456789, latitude: -37.0000004 })).toEqual({ longitude: 99.123457, latitude: -37 });
    expect(roundCoordinates({ longitude: 116.3974999, latitude: 39.9087 })).toEqual({ longitude: 116.3975, latitude: 39.9087 });
  });

  it('place a marker only when finite and on the globe', () => {
    expect(isPlaceable({ longitude: 180, latitude: -90 })).toBe(true);
    expect(isPlaceable({ longitude: 180.1, latitude: 0 })).toBe(false);
    expect(isPlaceable({ longitude: 0, latitude: 90.5 })).toBe(false);
    expect(isPlaceable({ longitude: Number.NaN, latitude: 0 })).toBe(false);
    expect(isPlaceable({ longitude: 100 })).toBe(false);
    expect(isPlaceable(undefined)).toBe(false);
  });
});
