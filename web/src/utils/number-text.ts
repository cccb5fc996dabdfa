import type { Language } from '@ews/contract';

/** The decimal mark and the thousands separator each language writes numbers with. */
const MARKS: Record<Language, { decimal: string; grouping: string }> = {
  en: { decimal: '.', grouping: ',' },
  zh: { decimal: '.', grouping: ',' },
  ja: { decimal: '.', grouping: ',' },
  es: { decimal: ',', grouping: '.' },
};

const escaped = (mark: string) => `\\${mark}`;

/** Digits in groups of three after a first group of one to three (not a leading zero), then a decimal part: '12,345.5'. */
function groupedNumber(grouping: string, decimal: string): RegExp {
  return new RegExp(`^-?[1-9]\\d{0,2}(?:${escaped(grouping)}\\d{3})+(?:${escaped(decimal)}\\d*)?$`);
}

/** What rc-input-number reads as no number: the box goes back to the last number it had. */
const NOT_A_NUMBER = 'NaN';

/**
 * What a person typed into a number box, as the number's text (ASCII digits, a point):
 * - full-width characters (a Chinese or Japanese IME) as their ASCII twins, the ideographic full
 *   stop as a point, spaces dropped;
 * - thousands separators as the reader's language writes them ('12,345.5' in English, '12.345,5' in
 *   Spanish) dropped, when they stand where thousands separators stand;
 * - otherwise a single comma or point is the decimal mark, whichever the language ('1,5' and '1.5'
 *   are 1.5 in every language: neither can be a thousands separator);
 * - anything else ('1.234,5' in English) is no number, rather than a guess.
 * rc-input-number's own reading dropped every comma ('1,5' became 15, '12,345' in Spanish too) and
 * full-width digits altogether (the box was emptied); reading every comma as a point stored
 * '12,345' as 12.345.
 */
export function numberText(typed: string, language: Language): string {
  const text = typed
    .replace(/[\uFF01-\uFF5E]/g, (char) => String.fromCharCode(char.charCodeAt(0) - 0xfee0))
    .replace(/[\s\u3000]/g, '')
    .replace(/\u3002/g, '.');
  const { decimal, grouping } = MARKS[language];
  if (groupedNumber(grouping, decimal).test(text)) return text.split(grouping).join('').replace(decimal, '.');
  const marks = text.match(/[.,]/g) ?? [];
  if (marks.length === 0) return text;
  return marks.length === 1 ? text.replace(',', '.') : NOT_A_NUMBER;
}

/** A number as a box shows it in the reader's language: Spanish with a decimal comma, no thousands separators. */
export function shownNumberText(text: string, language: Language): string {
  return MARKS[language].decimal === ',' ? text.replace('.', ',') : text;
}
