import { describe, expect, it } from 'vitest';
import { formatFatality, formatOnset } from './format.ts';

describe('outbreak figures as shown', () => {
  it('shows an onset only as precisely as it is known', () => {
    expect(formatOnset('1960-01-01', 'year')).toBe('1960');
    expect(formatOnset('1960-08-01', 'month')).toBe('1960-08');
    expect(formatOnset('2009-07-30', 'day')).toBe('2009-07-30');
  });

  it('writes case fatality with one decimal, a dash without cases', () => {
    expect(formatFatality(25)).toBe('25.0%');
    expect(formatFatality(33.3)).toBe('33.3%');
    expect(formatFatality(null)).toBe('—');
  });
});
