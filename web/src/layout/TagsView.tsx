import { CloseOutlined } from '@ant-design/icons';
import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { HOME_PATH } from '../app/paths.ts';
import { TAB_RETURN } from '../app/tab-return.ts';
import { askBeforeLeaving } from '../app/unsaved-changes.ts';
import { useRefreshView } from '../hooks/useRefreshView.ts';
import { titleTranslator } from '../locales/index.ts';
import { useTagsViewStore, type TagView } from '../stores/tagsView.ts';
import { scrollLeftFor } from './scroll-pane.ts';
import { afterClosing } from './tags.ts';

/** The right-click menu is 105 px wide. */
export const CONTEXT_MENU_WIDTH = 105;

interface ContextMenuState {
  view: TagView;
  left: number;
  top: number;
}

/**
 * The tab operations, with where the user lands after each. One that closes or refreshes a tab
 * whose form has unsaved changes (shown or not) asks first, and does nothing if the user stays.
 */
function useTabActions() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const refreshView = useRefreshView();
  const store = useTagsViewStore;

  /** After the shown tab was closed: to the last tab left, else '/' (or the dashboard afresh). */
  const leave = (closed: TagView) => {
    const next = afterClosing(store.getState().visitedViews, closed, HOME_PATH);
    if (next && 'navigate' in next) navigate(next.navigate);
    else if (next) refreshView(next.refresh);
  };

  /** The closable tabs, other than `keep`: what closing the others (or all) closes. */
  const closable = (keep?: string) =>
    store
      .getState()
      .visitedViews.filter((open) => !open.affix && open.path !== keep)
      .map((open) => open.path);

  return {
    refresh(view: TagView) {
      refreshView(view); // asks first when the view holds unsaved changes
    },
    close(view: TagView) {
      if (view.affix) return;
      askBeforeLeaving(() => {
        store.getState().delView(view.path);
        if (view.path === pathname) leave(view);
      }, [view.path]);
    },
    closeOthers(view: TagView) {
      askBeforeLeaving(() => {
        if (view.path !== pathname) navigate(view.fullPath);
        store.getState().delOthersViews(view.path);
      }, closable(view.path));
    },
    closeAll(view: TagView) {
      const current = store.getState().visitedViews.find((open) => open.path === pathname && !open.affix);
      askBeforeLeaving(() => {
        store.getState().delAllViews();
        if (!view.affix) {
          // Closing all from a closable tab starts the session afresh.
          sessionStorage.clear();
          leave(view);
        } else if (current) {
          leave(current); // the page shown had its tab closed: do not leave it without one
        }
      }, closable());
    },
  };
}

/** The tabs bar: one tab per visited view, a right-click menu, the shown tab kept in view. */
export function TagsView() {
  const { t } = useTranslation();
  const translate = titleTranslator(t);
  const { pathname } = useLocation();
  const visitedViews = useTagsViewStore((state) => state.visitedViews);
  const actions = useTabActions();
  const [menu, setMenu] = useState<ContextMenuState | null>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  // A tab closed from its own button hands the focus to the tab now in its place: it would otherwise fall to the page's start.
  const focusAfterClose = useRef<{ closed: string; next: string } | null>(null);

  useLayoutEffect(() => {
    const pane = scroller.current;
    if (!pane) return;
    const tags = [...pane.querySelectorAll<HTMLElement>('.tags-view-item')];
    const index = tags.findIndex((tag) => tag.dataset.path === pathname);
    pane.scrollLeft = scrollLeftFor(tags, index, pane.scrollLeft, pane.clientWidth, pane.scrollWidth);
  }, [pathname, visitedViews]);

  useEffect(() => {
    const pending = focusAfterClose.current;
    // Still open: the user chose to stay with the tab's unsaved changes.
    if (!pending || visitedViews.some((view) => view.path === pending.closed)) return;
    focusAfterClose.current = null;
    scroller.current?.querySelector<HTMLElement>(`[data-path="${CSS.escape(pending.next)}"] .tags-view-link`)?.focus();
  }, [visitedViews]);

  useEffect(() => {
    if (!menu) return;
    menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const close = () => setMenu(null);
    document.addEventListener('click', close);
    window.addEventListener('blur', close);
    return () => {
      document.removeEventListener('click', close);
      window.removeEventListener('blur', close);
    };
  }, [menu]);

  function openMenu(event: MouseEvent, view: TagView) {
    event.preventDefault();
    setMenu({ view, left: Math.min(event.clientX, window.innerWidth - CONTEXT_MENU_WIDTH), top: event.clientY });
  }

  function run(action: (view: TagView) => void) {
    if (!menu) return;
    setMenu(null);
    action(menu.view);
  }

  function onMenuKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const items = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="menuitem"]')];
    const index = items.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape') setMenu(null);
    else if (event.key === 'ArrowDown') items[(index + 1) % items.length]?.focus();
    else if (event.key === 'ArrowUp') items[(index - 1 + items.length) % items.length]?.focus();
    else return;
    event.preventDefault();
  }

  const menuItems: { key: string; label: string; action: (view: TagView) => void; shown: boolean }[] = menu
    ? [
        { key: 'refresh', label: t('tagsView.refresh'), action: actions.refresh, shown: true },
        { key: 'close', label: t('tagsView.close'), action: actions.close, shown: !menu.view.affix },
        { key: 'closeOthers', label: t('tagsView.closeOthers'), action: actions.closeOthers, shown: true },
        { key: 'closeAll', label: t('tagsView.closeAll'), action: actions.closeAll, shown: true },
      ]
    : [];

  return (
    <nav className="tags-view" aria-label={t('tagsView.label')} data-testid="tags-view" data-tour="tabs">
      <div
        ref={scroller}
        className="tags-view-scroller"
        onWheel={(event) => {
          event.currentTarget.scrollLeft += event.deltaY;
        }}
      >
        {visitedViews.map((view, index) => {
          const active = view.path === pathname;
          const title = translate(view.title) || t('tagsView.noName');
          return (
            // The tab holds its link and its close button side by side: a button inside a link is
            // two controls in one, which screen readers and keyboards cannot tell apart.
            <span
              key={view.path}
              data-path={view.path}
              data-testid="tag"
              data-affix={view.affix || undefined}
              className={active ? 'tags-view-item is-active' : 'tags-view-item'}
              onContextMenu={(event) => openMenu(event, view)}
              onAuxClick={(event) => {
                if (event.button !== 1 || view.affix) return;
                event.preventDefault();
                actions.close(view);
              }}
            >
              <Link to={view.fullPath} state={TAB_RETURN} className="tags-view-link" aria-current={active ? 'page' : undefined}>
                {title}
              </Link>
              {!view.affix && (
                <button
                  type="button"
                  className="tags-view-close"
                  aria-label={`${t('tagsView.close')} ${title}`}
                  title={t('tagsView.close')}
                  data-testid="tag-close"
                  onClick={() => {
                    const next = visitedViews[index + 1] ?? visitedViews[index - 1];
                    focusAfterClose.current = next ? { closed: view.path, next: next.path } : null;
                    actions.close(view);
                  }}
                >
                  <CloseOutlined />
                </button>
              )}
            </span>
          );
        })}
      </div>
      {menu && (
        <ul
          ref={menuRef}
          role="menu"
          className="tags-view-menu"
          style={{ left: menu.left, top: menu.top, width: CONTEXT_MENU_WIDTH }}
          onKeyDown={onMenuKeyDown}
          data-testid="tags-menu"
        >
          {menuItems
            .filter((item) => item.shown)
            .map((item) => (
              <li key={item.key} role="menuitem" tabIndex={-1} onClick={() => run(item.action)} onKeyDown={(event) => event.key === 'Enter' && run(item.action)} data-testid={`tags-menu-${item.key}`}>
                {item.label}
              </li>
            ))}
        </ul>
      )}
    </nav>
  );
}
