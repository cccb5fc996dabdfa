import { describe, expect, it } from 'vitest';
import { distanceKm, localToday, nearestFirst } from './geo.ts';

const xining = { longitude: 101.78, latitude: 36.62 };
const lhasa = { longitude: 91.13, latitude: 29.65 };

describe('field entry geometry', () => {
  it('measures great-circle distances', () => {
    expect(distanceKm(xining, xining)).toBe(0);
    // Xining to Lhasa is about 1 250 km as the crow flies.
    expect(distanceKm(xining, lhasa)).toBeGreaterThan(1200);
    expect(distanceKm(xining, lhasa)).toBeLessThan(1300);
    expect(distanceKm(xining, lhasa)).toBeCloseTo(distanceKm(lhasa, xining), 9);
  });

  it('puts the nearest point first without changing the list it was given', () => {
    const points = [
      { code: 'far', ...lhasa },
      { code: 'near', longitude: 101.7, latitude: 36.6 },
      { code: 'middle', longitude: 99, latitude: 37.3 },
    ];
    expect(nearestFirst(points, xining).map((point) => point.code)).toEqual(['near', 'middle', 'far']);
    expect(points.map((point) => point.code)).toEqual(['far', 'near', 'middle']);
  });

  it('dates by the device’s calendar day', () => {
    expect(localToday(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});
