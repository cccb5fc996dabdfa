import { Suspense, useState, type ReactNode } from 'react';

export interface LazyPanelState {
  open: boolean;
  /** Opened once: the panel stays mounted from then on, so that it can animate closed. */
  mounted: boolean;
  show(): void;
  hide(): void;
}

/** The state of a panel (a dialog, a drawer) whose code loads the first time it is opened. */
export function useLazyPanel(): LazyPanelState {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  return {
    open,
    mounted,
    show: () => {
      setMounted(true);
      setOpen(true);
    },
    hide: () => setOpen(false),
  };
}

/** The panel (a lazy component), rendered from its first opening on; nothing shows while its code loads. */
export function LazyPanel({ state, children }: { state: LazyPanelState; children: ReactNode }) {
  return state.mounted ? <Suspense fallback={null}>{children}</Suspense> : null;
}
