import { describe, expect, it } from 'vitest';
import { loadAntdLocale } from './antd.ts';

describe("antd's own texts", () => {
  it('name the folding of an expanded text with a verb in Spanish, and keep the rest of antd’s Spanish', async () => {
    const spanish = await loadAntdLocale('es');
    expect(spanish.Text?.collapse).toBe('Contraer');
    expect(spanish.Text?.expand).toBe('Expandir');
    expect(spanish.Pagination?.items_per_page).toBe('/ página');
    expect((await loadAntdLocale('en')).Text?.collapse).toBe('Collapse');
  });
});
