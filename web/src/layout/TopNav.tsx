import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { titleTranslator } from '../locales/index.ts';
import { isExternal } from '../utils/validate.ts';
import { menuIcon } from './icons.tsx';
import { landingPath, topWindowStart, visibleTopCount } from './top-menu.ts';
import { useMenuSelection } from './useMenuSelection.ts';
import { useWindowWidth } from './useWindowWidth.ts';

/**
 * The top menu: the permitted top-level entries, (window width − 620) / 96 of them at
 * once, with left and right arrows to move along the rest. Choosing one shows its children in
 * the sidebar (and opens its first page).
 */
export function TopNav() {
  const { t, i18n } = useTranslation();
  const translate = titleTranslator(t);
  const { tops, chosen } = useMenuSelection();
  const items = useRef<HTMLUListElement>(null);
  const wanted = visibleTopCount(useWindowWidth());
  const visible = useFittingCount(wanted, items, `${wanted}|${i18n.language}|${tops.map(({ fullPath }) => fullPath).join()}`);
  const [start, setStart] = useState(0);
  // When the page moves to a section out of view, or fewer items fit, the window moves to show it.
  const [shownFor, setShownFor] = useState({ chosen: -1, visible });
  if (shownFor.chosen !== chosen || shownFor.visible !== visible) {
    setShownFor({ chosen, visible });
    setStart(topWindowStart(start, tops.length, visible, chosen));
  }
  const first = topWindowStart(start, tops.length, visible);
  const shown = tops.slice(first, first + visible);
  const overflows = tops.length > visible;
  // The current section scrolled out of view: the arrow on its side says so, with a mark.
  const chosenEntry = tops[chosen];
  const chosenTitle = chosenEntry && translate(chosenEntry.entry.meta.title);
  const currentOn = (side: 'left' | 'right') => ((side === 'left' ? chosen < first : chosen >= first + visible) ? chosenTitle : undefined);

  return (
    <nav className="top-nav" aria-label={t('navbar.topMenu')} data-testid="top-nav" data-tour="top-menu">
      {overflows && <ScrollArrow side="left" disabled={first === 0} current={currentOn('left')} onClick={() => setStart(first - 1)} />}
      <ul className="top-nav-items" ref={items}>
        {shown.map(({ entry, fullPath }, offset) => {
          const active = first + offset === chosen;
          const target = landingPath(entry, fullPath);
          const label = (
            <>
              {menuIcon(entry.meta.icon)}
              <span className="top-nav-title">{translate(entry.meta.title)}</span>
            </>
          );
          return (
            <li key={fullPath} className={active ? 'top-nav-item is-active' : 'top-nav-item'}>
              {isExternal(target) ? (
                <a href={target} target="_blank" rel="noopener noreferrer">
                  {label}
                </a>
              ) : (
                <Link to={target} aria-current={active ? 'true' : undefined}>
                  {label}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
      {overflows && <ScrollArrow side="right" disabled={first + visible >= tops.length} current={currentOn('right')} onClick={() => setStart(first + 1)} />}
    </nav>
  );
}

/**
 * SPEC's count of items assumes about 96 px each: longer titles (Japanese, Spanish) would push the
 * last one past the arrow, cut in mid-word. One fewer is shown until they fit, measured before the
 * browser paints; another `basis` (width, language, entries) starts again from SPEC's count.
 */
function useFittingCount(wanted: number, items: RefObject<HTMLUListElement | null>, basis: string): number {
  const [fitted, setFitted] = useState({ basis, count: wanted });
  const count = fitted.basis === basis ? fitted.count : wanted;
  useLayoutEffect(() => {
    const list = items.current;
    // Measuring the rendered items is what decides the count: React's own pattern for layout (a tooltip placed by its size).
    // eslint-disable-next-line react-hooks/set-state-in-effect -- converges: each pass shows one item fewer, down to one
    if (list && count > 1 && list.scrollWidth > list.clientWidth) setFitted({ basis, count: count - 1 });
  }, [items, basis, count]);
  return count;
}

/**
 * The arrow at one end of an overflowing top menu, scrolling it by one entry; test id
 * `top-nav-<side>`. `current` names the current section when it lies beyond this arrow.
 */
function ScrollArrow({ side, disabled, current, onClick }: { side: 'left' | 'right'; disabled: boolean; current?: string; onClick: () => void }) {
  const { t } = useTranslation();
  const label = current
    ? t(side === 'left' ? 'navbar.scrollLeftCurrent' : 'navbar.scrollRightCurrent', { section: current })
    : t(side === 'left' ? 'navbar.scrollLeft' : 'navbar.scrollRight');
  return (
    <Button
      type="text"
      size="small"
      className={current ? 'top-nav-arrow has-current' : 'top-nav-arrow'}
      icon={side === 'left' ? <LeftOutlined /> : <RightOutlined />}
      disabled={disabled}
      onClick={onClick}
      aria-label={label}
      title={label}
      data-testid={`top-nav-${side}`}
    />
  );
}
