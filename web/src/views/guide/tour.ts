/**
 * The guided tour on driver.js. Only the guide page and the first-sign-in start (layout/
 * useFirstSignInTour.ts, a dynamic import) load this module, so driver.js stays out of the
 * sign-in page and the shell's first bytes.
 */
import { driver, type Driver, type DriveStep } from 'driver.js';
import 'driver.js/dist/driver.css';
import { i18n } from '../../locales/index.ts';
import { loadPageMessages } from '../../locales/screens/pages/load.ts';
import { useAppStore } from '../../stores/app.ts';
import { useUserStore } from '../../stores/user.ts';
import { rememberTourSeen } from '../../utils/tour-memory.ts';
import { targetSelector, tourSteps, type TourStep } from './steps.ts';
import './tour.css';

/** How long a screen's step waits for the screen to draw its element; then it shows mid-page. */
const SCREEN_WAIT_MS = 15_000;

/**
 * driver.js marks the highlighted element as the opener of its popover (aria-haspopup, -expanded,
 * -controls), which a nav, a list card or its own stand-in is not; the tour's elements carry none
 * of their own, so it takes them off once a step is shown.
 */
const DRIVER_ARIA = ['aria-haspopup', 'aria-expanded', 'aria-controls'];

let running: Driver | undefined;

/**
 * The first shown element of `target`: a tab kept in the background (<Activity>) holds its
 * screen's elements hidden, and the step must wait for the one on the screen.
 */
function shownElement(target: string): Element | undefined {
  return [...document.querySelectorAll(targetSelector(target))].find((element) => element.getClientRects().length > 0);
}

/** The steps whose shell element is on the page (no search on a phone, no tabs when they are off); a screen's comes with its screen. */
function presentSteps(steps: TourStep[]): TourStep[] {
  return steps.filter((step) => step.path || !step.target || shownElement(step.target));
}

function driveStep({ id, target, path, text }: TourStep): DriveStep {
  const popover = { title: i18n.t(`guide.steps.${id}.title`), description: i18n.t(`guide.steps.${id}.${text ?? 'text'}`) };
  if (!target) return { popover };
  // driver.js shows the popover mid-page when the element does not come: a missing one breaks nothing.
  const element = (() => shownElement(target)) as () => Element;
  return { element, popover, ...(path ? { waitForElement: SCREEN_WAIT_MS } : {}) };
}

/**
 * Starts the tour for the signed-in user, in the interface language; `navigate` opens the screens
 * it shows. Once it is finished or closed, it is remembered as seen for that user.
 */
export async function startTour(navigate: (path: string) => void): Promise<void> {
  await loadPageMessages(useAppStore.getState().language);
  running?.destroy();
  const { username, permissions } = useUserStore.getState();
  const steps = presentSteps(tourSteps(permissions, useAppStore.getState().device === 'mobile'));

  /**
   * Whether the last move has finished. driver.js ignores the arrow keys until then, but not the
   * buttons: a click amid the move left its marks on the element before.
   */
  let settled = false;

  /** Opens the step's screen when it has one, then shows it; past the last step the tour ends. */
  function show(index: number) {
    if (!settled) return;
    const step = steps[index];
    if (!step) return tour.destroy();
    if (step.path && window.location.pathname !== step.path) navigate(step.path);
    tour.moveTo(index);
  }

  const tour = driver({
    steps: steps.map(driveStep),
    showProgress: true,
    progressText: i18n.t('guide.tour.progress', { current: '{{current}}', total: '{{total}}' }),
    nextBtnText: i18n.t('guide.tour.next'),
    prevBtnText: i18n.t('guide.tour.previous'),
    doneBtnText: i18n.t('guide.tour.done'),
    popoverClass: 'console-tour',
    onPopoverRender: ({ closeButton }) => {
      closeButton.setAttribute('aria-label', i18n.t('guide.tour.close'));
      closeButton.title = i18n.t('guide.tour.close');
    },
    onHighlightStarted: () => {
      settled = false;
    },
    onHighlighted: () => {
      // The element shown, or driver.js's stand-in in the middle of the page for a step without one.
      const shown = tour.getActiveElement();
      DRIVER_ARIA.forEach((name) => shown?.removeAttribute(name));
      settled = true;
    },
    onNextClick: () => show((tour.getActiveIndex() ?? -1) + 1),
    onPrevClick: () => show((tour.getActiveIndex() ?? 1) - 1),
    onDestroyed: () => {
      if (running === tour) running = undefined;
      rememberTourSeen(username);
    },
  });
  running = tour;
  tour.drive();
}
