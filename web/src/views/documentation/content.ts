import type { Language } from '@ews/contract';
import { fileIdOf, parseManualFile, type ManualFile } from './manual.ts';

/** The manual's files, one lazy chunk each: a language loads its own six files, not all of them. */
const sources = import.meta.glob<string>('./manual/*/*.md', { query: '?raw', import: 'default' });

const loaded = new Map<Language, Promise<ManualFile[]>>();

function filesOf(language: string): [string, () => Promise<string>][] {
  return Object.entries(sources)
    .filter(([path]) => path.startsWith(`./manual/${language}/`))
    .sort(([a], [b]) => a.localeCompare(b));
}

/** The manual in `language` (in English when a language has none), parsed once per language. */
export function loadManual(language: Language): Promise<ManualFile[]> {
  let manual = loaded.get(language);
  if (!manual) {
    const files = filesOf(language).length > 0 ? filesOf(language) : filesOf('en');
    manual = Promise.all(files.map(async ([path, load]) => parseManualFile(fileIdOf(path), await load())));
    manual.catch(() => loaded.delete(language)); // a failed chunk may be tried again
    loaded.set(language, manual);
  }
  return manual;
}
