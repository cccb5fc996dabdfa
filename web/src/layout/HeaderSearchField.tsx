import { Select } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { titleTranslator } from '../locales/index.ts';
import { usePermissionStore } from '../stores/permission.ts';
import { pageIndex, SEARCH_PATTERN_LIMIT, searchablePages, searchPages } from './route-search.ts';

/** The search field itself, with fuse.js: loaded the first time the search is opened. */
export default function HeaderSearchField({ onChoose, onClose }: { onChoose(path: string): void; onClose(): void }) {
  const { t } = useTranslation();
  const entries = usePermissionStore((state) => state.entries);
  const [query, setQuery] = useState('');
  const index = useMemo(() => pageIndex(searchablePages(entries, titleTranslator(t))), [entries, t]);
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
