import { describe, expect, it } from 'vitest';
import { numberText } from './number-text.ts';

describe('numberText', () => {
  it('reads a decimal comma as the decimal point', () => {
    expect(numberText('1,5')).toBe('1.5');
    expect(numberText('0,96')).toBe('0.96');
  });

  it('reads full-width digits, point, comma and minus as their ASCII twins', () => {
    expect(numberText('１２．５')).toBe('12.5');
    expect(numberText('３０')).toBe('30');
    expect(numberText('０，５')).toBe('0.5');
    expect(numberText('－３')).toBe('-3');
    expect(numberText('2。5')).toBe('2.5');
  });

  it('drops spaces and leaves plain numbers alone', () => {
    expect(numberText(' 1 568 ')).toBe('1568');
    expect(numberText('-0.25')).toBe('-0.25');
  });
});
