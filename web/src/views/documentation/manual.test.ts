import { describe, expect, it } from 'vitest';
import { fileIdOf, highlight, parseManualFile, renderSection, searchManual } from './manual.ts';

const SAMPLE = `# Alerts

Opening text.

## Verify

An alert is **verified** by an analyst; see \`alert:verify\`.

## Close

| Status | Who |
|---|---|
| closed | analyst |
`;

const manual = import.meta.glob<string>('./manual/*/*.md', { query: '?raw', import: 'default', eager: true });
const languages = ['en', 'zh', 'es', 'ja'];
const filesOf = (language: string) =>
  Object.keys(manual)
    .filter((path) => path.startsWith(`./manual/${language}/`))
    .map((path) => path.slice(`./manual/${language}/`.length))
    .sort();

describe('the manual', () => {
  it('cuts a file into its opening and one section per ##, with anchors and headings one level down', () => {
    const file = parseManualFile('alerts', SAMPLE);
    expect(file.title).toBe('Alerts');
    expect(file.sections.map((section) => [section.id, section.title, section.opening])).toEqual([
      ['alerts', 'Alerts', true],
      ['alerts--1', 'Verify', false],
      ['alerts--2', 'Close', false],
    ]);
    expect(renderSection(file.sections[0]!, '', 'Table')).toContain('<h2 id="alerts">Alerts</h2>');
    expect(renderSection(file.sections[1]!, '', 'Table')).toContain('<h3 id="alerts--1">Verify</h3>');
  });

  it('searches the words a reader sees, in any case, and keeps only the matching sections', () => {
    const files = [parseManualFile('alerts', SAMPLE), parseManualFile('other', '# Other\n\nNothing here.\n')];
    expect(searchManual(files, '')).toBe(files);
    const found = searchManual(files, 'ALERT:VERIFY');
    expect(found.map((file) => file.sections.map((section) => section.id))).toEqual([['alerts--1']]);
    expect(searchManual(files, '**')).toEqual([]); // markup is not text
    expect(searchManual(files, 'analyst').flatMap((file) => file.sections.map((section) => section.id))).toEqual(['alerts--1', 'alerts--2']);
  });

  it('marks the matches, escaped, in text and code', () => {
    expect(highlight('Flea index <b>', 'INDEX')).toBe('Flea <mark>index</mark> &lt;b&gt;');
    expect(highlight('a.b a+b', '+')).toBe('a.b a<mark>+</mark>b');
    const html = renderSection(parseManualFile('alerts', SAMPLE).sections[1]!, 'verif', 'Table');
    expect(html).toContain('<strong><mark>verif</mark>ied</strong>');
    expect(html).toContain('<code>alert:<mark>verif</mark>y</code>');
  });

  it('shows raw HTML as text and refuses script links', () => {
    const file = parseManualFile('x', '# X\n\n<script>alert(1)</script>\n\n<img src=x onerror=alert(1)> [go](javascript:alert(1))\n');
    const html = renderSection(file.sections[0]!, '', 'Table');
    expect(html).not.toMatch(/<script|<img|href="javascript/i);
    expect(html).toContain('&lt;script&gt;');
  });

  it('puts each table in a scrolling box that the keyboard can reach', () => {
    const html = renderSection(parseManualFile('alerts', SAMPLE).sections[2]!, '', 'Table (scrolls)');
    expect(html).toContain('<div class="manual-table" tabindex="0" role="region" aria-label="Table (scrolls)"><table>');
    expect(html).toContain('</table></div>');
  });

  it('has the same files and the same sections in every language, so an anchor means the same place in each', () => {
    const reference = filesOf('en');
    expect(reference.length).toBeGreaterThan(0);
    for (const language of languages) {
      expect(filesOf(language)).toEqual(reference);
      for (const name of reference) {
        const sections = (language_: string) => parseManualFile(fileIdOf(name), manual[`./manual/${language_}/${name}`]!).sections.map((section) => section.id);
        expect(sections(language), `${language}/${name}`).toEqual(sections('en'));
      }
    }
  });
});
