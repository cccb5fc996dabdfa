import { SearchOutlined } from '@ant-design/icons';
import { Button, Select } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { titleTranslator } from '../locales/index.ts';
import { usePermissionStore } from '../stores/permission.ts';
import { isExternal } from '../utils/validate.ts';
import { pageIndex, searchablePages, searchPages } from './route-search.ts';

/** The header search of SPEC §2: fuzzy search over the permitted pages' titles and paths; choosing one opens it. */
export function HeaderSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const entries = usePermissionStore((state) => state.entries);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const index = useMemo(() => pageIndex(searchablePages(entries, titleTranslator(t))), [entries, t]);
  const options = useMemo(() => searchPages(index, query).map((page) => ({ value: page.path, label: page.title.join(' > ') })), [index, query]);

  function close() {
    setOpen(false);
    setQuery('');
  }

  function choose(path: string) {
    close();
    if (isExternal(path)) window.open(path, '_blank', 'noopener');
    else navigate(path);
  }

  return (
    <div className={open ? 'header-search is-open' : 'header-search'}>
      <Button type="text" icon={<SearchOutlined />} onClick={() => setOpen((value) => !value)} aria-label={t('navbar.search')} title={t('navbar.search')} data-testid="header-search" />
      {open && (
        <Select
          className="header-search-select"
          showSearch={{ filterOption: false, onSearch: setQuery, searchValue: query }}
          autoFocus
          defaultOpen
          value={null}
          placeholder={t('navbar.searchPlaceholder')}
          options={options}
          notFoundContent={null}
          onChange={choose}
          onBlur={close}
          aria-label={t('navbar.search')}
          data-testid="header-search-select"
        />
      )}
    </div>
  );
}
