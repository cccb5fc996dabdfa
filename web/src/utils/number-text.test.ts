import { describe, expect, it } from 'vitest';
import { numberText, shownNumberText } from './number-text.ts';

describe('numberText', () => {
  it('reads a single comma or point as the decimal mark in every language', () => {
    for (const language of ['en', 'zh', 'es', 'ja'] as const) {
      expect(numberText('1,5', language)).toBe('1.5');
      expect(numberText('1.5', language)).toBe('1.5');
      expect(numberText('0,96', language)).toBe('0.96');
      // A leading zero is never a group of thousands.
      expect(numberText('0.125', language)).toBe('0.125');
      expect(numberText('0,125', language)).toBe('0.125');
    }
  });

  it('drops thousands separators where the language writes them', () => {
    expect(numberText('12,345', 'en')).toBe('12345');
    expect(numberText('1,234.5', 'en')).toBe('1234.5');
    expect(numberText('1,234,567', 'zh')).toBe('1234567');
    expect(numberText('12.345', 'es')).toBe('12345');
    expect(numberText('1.234,5', 'es')).toBe('1234.5');
    expect(numberText('-1.234,25', 'es')).toBe('-1234.25');
  });

  it('reads separators in the other convention as no number rather than guess', () => {
    expect(Number(numberText('1.234,5', 'en'))).toBeNaN();
    expect(Number(numberText('1,234.5', 'es'))).toBeNaN();
    expect(Number(numberText('1,23,4', 'en'))).toBeNaN();
  });

  it('reads full-width digits, point, comma and minus as their ASCII twins', () => {
    expect(numberText('１２．５', 'ja')).toBe('12.5');
    expect(numberText('３０', 'zh')).toBe('30');
    expect(numberText('０，５', 'zh')).toBe('0.5');
    expect(numberText('－３', 'ja')).toBe('-3');
    expect(numberText('2。5', 'zh')).toBe('2.5');
    expect(numberText('１２，３４５', 'ja')).toBe('12345');
  });

  it('drops spaces and leaves plain numbers alone', () => {
    expect(numberText(' 1 568 ', 'en')).toBe('1568');
    expect(numberText('-0.25', 'en')).toBe('-0.25');
  });
});

describe('shownNumberText', () => {
  it('shows a decimal comma in Spanish and a point elsewhere', () => {
    expect(shownNumberText('1.5', 'es')).toBe('1,5');
    expect(shownNumberText('1.5', 'en')).toBe('1.5');
    expect(shownNumberText('1234', 'es')).toBe('1234');
  });

  it('is read back as the same number in every language', () => {
    for (const language of ['en', 'zh', 'es', 'ja'] as const) {
      for (const text of ['0.125', '1.5', '12345', '1234.5', '-3']) expect(Number(numberText(shownNumberText(text, language), language))).toBe(Number(text));
    }
  });
});
