import { jsonLanguage } from '@codemirror/lang-json';

/** A JSON text checked: its value, or where it first goes wrong (1-based line and column, when the parser can tell). */
export type JsonCheck = { valid: true; value: unknown } | { valid: false; line?: number; column?: number };

/**
 * Checks a JSON text: JSON.parse decides whether it is valid; the place of the first error comes
 * from CodeMirror's JSON grammar, since the engine's messages (which carry it) differ by browser
 * and language.
 */
export function checkJson(text: string): JsonCheck {
  try {
    return { valid: true, value: JSON.parse(text) };
  } catch {
    return { valid: false, ...errorPlace(text) };
  }
}

function errorPlace(text: string): { line: number; column: number } | undefined {
  let at: number | undefined;
  jsonLanguage.parser.parse(text).iterate({
    enter: (node) => {
      if (at !== undefined) return false;
      if (node.type.isError) at = node.from;
      return undefined;
    },
  });
  if (at === undefined) return undefined;
  const before = text.slice(0, at).split('\n');
  return { line: before.length, column: before.at(-1)!.length + 1 };
}

/** Valid JSON laid out with two-space indents. */
export function formatJson(value: unknown): string {
  return JSON.stringify(value, null, 2);
}
