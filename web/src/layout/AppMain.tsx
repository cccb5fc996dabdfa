import { Activity, useContext, useEffect, useState, type ContextType, type ReactNode } from 'react';
import { UNSAFE_LocationContext, useLocation, useOutlet } from 'react-router';
import { rememberScrollOf, retainScroll } from '../app/scroll-memory.ts';
import { useSettingsStore } from '../stores/settings.ts';
import { useTagsViewStore } from '../stores/tagsView.ts';
import { ViewErrorBoundary } from './ViewErrorBoundary.tsx';

const NOTHING_KEPT: string[] = [];

type LocationContextValue = ContextType<typeof UNSAFE_LocationContext>;

/** What a view rendered last while it was shown: its element and the location it was rendered at. */
interface Snapshot {
  element: ReactNode;
  location: LocationContextValue;
}

/**
 * One view, kept alive while hidden: React's <Activity> keeps its state and DOM (form input,
 * table page) and suspends its effects. Hidden, it goes on seeing the location it was left at.
 */
function KeptView({ shown }: { shown: Snapshot | undefined }) {
  const [last, setLast] = useState(shown);
  if (shown && shown !== last) setLast(shown);
  const snapshot = shown ?? last;
  if (!snapshot) return null;
  return (
    <Activity mode={shown ? 'visible' : 'hidden'}>
      <UNSAFE_LocationContext.Provider value={snapshot.location}>
        <ViewErrorBoundary>{snapshot.element}</ViewErrorBoundary>
      </UNSAFE_LocationContext.Provider>
    </Activity>
  );
}

/** Records the window's scroll position for the shown view, and forgets the views no longer kept. */
function useScrollMemory(shownPath: string, kept: string[]) {
  useEffect(() => {
    const onScroll = () => rememberScrollOf(shownPath);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [shownPath]);
  useEffect(() => retainScroll(new Set(kept)), [kept]);
}

/**
 * The routed view with the tabs' keep-alive: every view with an open, cached tab
 * stays mounted but hidden while another is shown, keyed by its path; a noCache view, a closed
 * tab or a refreshed view is dropped and mounts afresh next time. With the tags view off, only
 * the shown view is mounted.
 */
export function AppMain() {
  const { pathname } = useLocation();
  const location = useContext(UNSAFE_LocationContext);
  const outlet = useOutlet();
  const keepAlive = useSettingsStore((state) => state.tagsView);
  const cachedViews = useTagsViewStore((state) => state.cachedViews);

  const kept = keepAlive ? cachedViews : NOTHING_KEPT;
  const paths = kept.includes(pathname) ? kept : [...kept, pathname];
  useScrollMemory(pathname, kept);

  return (
    <>
      {paths.map((path) => (
        <KeptView key={path} shown={path === pathname ? { element: outlet, location } : undefined} />
      ))}
    </>
  );
}
