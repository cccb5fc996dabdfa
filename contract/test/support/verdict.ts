/** What a parser says of a value: what it returned, or that it refused; for comparing a hand check with its zod schema. */
export function verdict(parse: () => unknown): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: parse() };
  } catch {
    return { ok: false };
  }
}
