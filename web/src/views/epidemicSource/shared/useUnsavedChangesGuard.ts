import { useCallback, useContext, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { UNSAFE_NavigationContext } from 'react-router';
import { useConfirm } from '../../../hooks/useConfirm.ts';

type Navigate = (...args: unknown[]) => void;
interface PushAndReplace {
  push: Navigate;
  replace: Navigate;
}

type Ask = (navigate: () => void) => void;

/** The guards of the dirty forms now on screen; the latest one asks. */
const guards = new Set<Ask>();
const patched = new WeakSet<object>();

/**
 * Routes every push and replace of the router's navigator through the latest guard (which runs
 * the navigation, or not) while `ask` is registered; the returned function unregisters it. The
 * navigator is wrapped once, so forms kept alive in other tabs cannot undo each other's guards.
 */
function interceptNavigation(navigator: object, ask: Ask): () => void {
  if (!patched.has(navigator)) {
    patched.add(navigator);
    const history = navigator as PushAndReplace;
    const guarded =
      (original: Navigate): Navigate =>
      (...args) => {
        const run = () => original.apply(history, args);
        const latest = [...guards].at(-1);
        if (latest) latest(run);
        else run();
      };
    history.push = guarded(history.push);
    history.replace = guarded(history.replace);
  }
  guards.add(ask);
  return () => {
    guards.delete(ask);
  };
}

/**
 * Warns before unsaved changes are left behind: closing or reloading the browser tab asks through
 * beforeunload, and an in-app navigation (a menu, a tab, a link) asks in a confirmation dialog.
 * The app runs a plain <BrowserRouter>, where react-router's useBlocker is not available, so the
 * router's navigator is intercepted while the form is dirty. `leave` navigates without asking
 * (after a save, say).
 */
export function useUnsavedChangesGuard(dirty: boolean) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const leaving = useRef(false);

  useEffect(() => {
    if (!dirty) return;
    leaving.current = false;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!leaving.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    const restore = interceptNavigation(navigator, (navigate) => {
      if (leaving.current) {
        navigate();
        return;
      }
      confirm({
        title: t('epidemic.unsaved.title'),
        content: t('epidemic.unsaved.content'),
        danger: true,
        onOk: () => {
          leaving.current = true;
          navigate();
        },
      });
    });
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      restore();
    };
  }, [dirty, navigator, confirm, t]);

  /** Runs a navigation that leaves the changes behind on purpose. */
  const leave = useCallback((navigate: () => void) => {
    leaving.current = true;
    navigate();
  }, []);

  return { leave };
}
