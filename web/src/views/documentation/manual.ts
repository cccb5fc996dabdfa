/**
 * The built-in manual: Markdown files cut into sections (a file's title and text before its first
 * `##`, then one section per `##`), searched, and rendered to HTML. markdown-it runs with raw HTML
 * off (`html: false`): a tag written in a file is shown as text, and its link check refuses
 * javascript:, vbscript: and file: addresses. Only the documentation screen imports this module,
 * so the library lands in that screen's lazy chunk.
 */
import MarkdownIt from 'markdown-it';
import type { Env, Token } from 'markdown-it';

export interface ManualSection {
  /** The anchor of the section: `<file>` for the file's opening, `<file>--<n>` for its n-th `##`. */
  id: string;
  title: string;
  /** The opening of a file (its `#` title) rather than one of its `##` sections. */
  opening: boolean;
  tokens: Token[];
  /** The words a reader sees, for the search. */
  text: string;
}

export interface ManualFile {
  id: string;
  title: string;
  sections: ManualSection[];
}

/** What a render passes to the rules: the query to mark, and the accessible name of the scrolling box around each table. */
interface RenderEnv extends Env {
  query?: string;
  tableLabel?: string;
}

const envOf = (env: Env | undefined): RenderEnv => env ?? {};

const md = new MarkdownIt({ html: false, linkify: false, typographer: false });
const escapeHtml = md.utils.escapeHtml;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `text` escaped, with each case-insensitive occurrence of `query` in a <mark>. */
export function highlight(text: string, query = ''): string {
  const needle = query.trim();
  if (!needle) return escapeHtml(text);
  const pattern = new RegExp(escapeRegExp(needle), 'giu');
  let html = '';
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    html += `${escapeHtml(text.slice(last, match.index))}<mark>${escapeHtml(match[0])}</mark>`;
    last = match.index + match[0].length;
  }
  return html + escapeHtml(text.slice(last));
}

md.renderer.rules.text = (tokens, idx, _options, env) => highlight(tokens[idx]!.content, envOf(env).query);
md.renderer.rules.code_inline = (tokens, idx, _options, env, self) => {
  const token = tokens[idx]!;
  return `<code${self.renderAttrs(token)}>${highlight(token.content, envOf(env).query)}</code>`;
};
// A table scrolls sideways in a box of its own (phones); the box takes the keyboard focus so that
// it can be scrolled without a pointer.
md.renderer.rules.table_open = (_tokens, _idx, _options, env) =>
  `<div class="manual-table" tabindex="0" role="region" aria-label="${escapeHtml(envOf(env).tableLabel ?? '')}"><table>\n`;
md.renderer.rules.table_close = () => '</table></div>\n';

/** The words of the inline tokens among `tokens`, and the contents of code blocks. */
function plainText(tokens: Token[]): string {
  const words: string[] = [];
  for (const token of tokens) {
    if (token.type === 'inline') {
      for (const child of token.children ?? []) if (child.type === 'text' || child.type === 'code_inline') words.push(child.content);
      words.push('\n');
    } else if (token.type === 'fence' || token.type === 'code_block') {
      words.push(token.content);
    }
  }
  return words.join('');
}

/** '00-getting-started.md' or './manual/en/00-getting-started.md' → 'getting-started'. */
export function fileIdOf(path: string): string {
  const name = path.split('/').pop() ?? path;
  return name.replace(/\.md$/, '').replace(/^\d+-/, '');
}

/** One Markdown file as its sections. */
export function parseManualFile(id: string, source: string): ManualFile {
  const tokens = md.parse(source, {});
  const sections: ManualSection[] = [];
  let title = id;
  let current: ManualSection = { id, title, opening: true, tokens: [], text: '' };
  for (const [index, token] of tokens.entries()) {
    const heading = token.type === 'heading_open' ? token.tag : '';
    if (heading === 'h2') {
      sections.push(current);
      current = { id: `${id}--${sections.length}`, title: plainText([tokens[index + 1]!]).trim(), opening: false, tokens: [], text: '' };
      token.attrSet('id', current.id);
    } else if (heading === 'h1' && current.opening) {
      title = plainText([tokens[index + 1]!]).trim();
      current.title = title;
      token.attrSet('id', id);
    }
    // One level down: the screen's own title is the page's h1.
    if ((token.type === 'heading_open' || token.type === 'heading_close') && /^h[1-5]$/.test(token.tag)) token.tag = `h${Number(token.tag[1]) + 1}`;
    current.tokens.push(token);
  }
  sections.push(current);
  for (const section of sections) section.text = plainText(section.tokens);
  // An opening with nothing but its title still heads the file in the contents.
  return { id, title, sections };
}

/** The files with only the sections whose text holds `query` (any case); all of them for an empty query. */
export function searchManual(files: ManualFile[], query: string): ManualFile[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return files;
  return files
    .map((file) => ({ ...file, sections: file.sections.filter((section) => section.text.toLocaleLowerCase().includes(needle)) }))
    .filter((file) => file.sections.length > 0);
}

/** The HTML of a section, with the matches of `query` marked. */
export function renderSection(section: ManualSection, query: string, tableLabel: string): string {
  const env: RenderEnv = { query, tableLabel };
  return md.renderer.render(section.tokens, md.options, env);
}
