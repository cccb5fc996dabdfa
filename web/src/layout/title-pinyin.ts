import { pinyin } from 'pinyin-pro';
import { isChineseTitle, type SearchablePage } from './route-search.ts';

/** A Chinese title as typed on a keyboard without an input method: its pinyin run together and its initials ('预警' → 'yujing', 'yj'). */
function spokenForms(title: string): string[] {
  const syllables = pinyin(title, { toneType: 'none', type: 'array', nonZh: 'removed', v: true }).filter(Boolean);
  return [syllables.join(''), syllables.map((syllable) => syllable[0]).join('')];
}

/** The pages with the spoken forms of their Chinese titles, for the search to match beside the titles. */
export function withSpokenTitles(pages: SearchablePage[]): SearchablePage[] {
  return pages.map((page) => ({ ...page, spoken: page.title.filter(isChineseTitle).flatMap(spokenForms) }));
}
