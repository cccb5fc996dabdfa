/**
 * What a person typed into a number box, as the number's text: full-width characters (a Chinese or
 * Japanese IME) as their ASCII twins, the ideographic full stop and a decimal comma (Spanish) as
 * the decimal point, spaces dropped. rc-input-number's own reading drops a comma as a thousands
 * separator ("1,5" became 15) and full-width digits altogether (the box was emptied).
 */
export function numberText(typed: string): string {
  return typed
    .replace(/[\uFF01-\uFF5E]/g, (char) => String.fromCharCode(char.charCodeAt(0) - 0xfee0))
    .replace(/[\s\u3000]/g, '')
    .replace(/[,\u3002]/g, '.');
}
