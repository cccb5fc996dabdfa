import { SearchOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isExternal } from '../utils/validate.ts';

const HeaderSearchField = lazy(() => import('./HeaderSearchField.tsx'));

/** The header search: fuzzy search over the permitted pages' titles and paths; choosing one opens it. */
export function HeaderSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);

  function choose(path: string) {
    setOpen(false);
    if (isExternal(path)) window.open(path, '_blank', 'noopener');
    else navigate(path);
  }

  return (
    <div className={open ? 'header-search is-open' : 'header-search'} data-tour="search">
      <Button type="text" icon={<SearchOutlined />} onClick={() => setOpen((value) => !value)} aria-label={t('navbar.search')} title={t('navbar.search')} data-testid="header-search" />
      {open && (
        <Suspense fallback={null}>
          <HeaderSearchField onChoose={choose} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
