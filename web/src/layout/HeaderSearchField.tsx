import { Select } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { titleTranslator } from '../locales/index.ts';
import { usePermissionStore } from '../stores/permission.ts';
import { isChineseTitle, pageIndex, SEARCH_PATTERN_LIMIT, searchablePages, searchPages, type SearchablePage } from './route-search.ts';

/**
 * The pages with the pinyin of their Chinese titles, once the pinyin dictionary (a third of a
 * megabyte) has loaded; until then, and in Japanese, whose readers type kana rather than pinyin, the pages as they are.
 */
function useSpokenTitles(pages: SearchablePage[], language: string): SearchablePage[] {
  const [spoken, setSpoken] = useState<{ of: SearchablePage[]; pages: SearchablePage[] }>();
  const wanted = language !== 'ja' && pages.some((page) => page.title.some(isChineseTitle));
  useEffect(() => {
    if (!wanted) return;
    let current = true;
    void import('./title-pinyin.ts').then(({ withSpokenTitles }) => {
      if (current) setSpoken({ of: pages, pages: withSpokenTitles(pages) });
    });
    return () => {
      current = false;
    };
  }, [pages, wanted]);
  return wanted && spoken?.of === pages ? spoken.pages : pages;
}

/** The search field itself, with fuse.js: loaded the first time the search is opened; the pinyin of Chinese titles after it. */
export default function HeaderSearchField({ onChoose, onClose }: { onChoose(path: string): void; onClose(): void }) {
  const { t, i18n } = useTranslation();
  const entries = usePermissionStore((state) => state.entries);
  const [query, setQuery] = useState('');
  const pages = useSpokenTitles(
    useMemo(() => searchablePages(entries, titleTranslator(t)), [entries, t]),
    i18n.language,
  );
  const index = useMemo(() => pageIndex(pages), [pages]);
  const options = useMemo(() => searchPages(index, query).map((page) => ({ value: page.path, label: page.title.join(' > ') })), [index, query]);

  return (
    <Select
      className="header-search-select"
      // The pattern limit: the field takes no more than 32 characters.
      showSearch={{ filterOption: false, onSearch: (typed) => setQuery(typed.slice(0, SEARCH_PATTERN_LIMIT)), searchValue: query }}
      autoFocus
      defaultOpen
      value={null}
      placeholder={t('navbar.searchPlaceholder')}
      options={options}
      notFoundContent={null}
      onChange={onChoose}
      onBlur={onClose}
      aria-label={t('navbar.search')}
      data-testid="header-search-select"
    />
  );
}
