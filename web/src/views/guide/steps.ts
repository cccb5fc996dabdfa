import { holds, Permissions } from '@ews/contract/permissions';
import { HOME_PATH } from '../../app/paths.ts';
import { SOURCE_LIST_PATH } from '../epidemicSource/shared/paths.ts';
import { ALERT_LIST_PATH, SURVEY_LIST_PATH } from '../surveillance/paths.ts';

/** One step of the guided tour. Its title and text are the messages guide.steps.<id>.title and .text. */
export interface TourStep {
  id: string;
  /** The element it highlights, by its data-tour attribute; none for a step in the middle of the page. */
  target?: string;
  /** The screen the step shows: the tour opens it first. */
  path?: string;
  /** The permission that screen needs: without it the step is left out. */
  permission?: string;
  /** The message its text is, when not guide.steps.<id>.text: on a phone, or for a reader who may not change records. */
  text?: 'textPhone' | 'textReader';
}

/** The shell first, then the main screens, in the order the tour walks them. */
const STEPS: readonly TourStep[] = [
  { id: 'welcome' },
  { id: 'topMenu', target: 'top-menu' },
  { id: 'sidebar', target: 'sidebar' },
  { id: 'tabs', target: 'tabs' },
  { id: 'search', target: 'search' },
  { id: 'size', target: 'size' },
  { id: 'language', target: 'language' },
  { id: 'settings', target: 'settings' },
  { id: 'dashboard', target: 'dashboard-map', path: HOME_PATH, permission: Permissions.DASHBOARD_VIEW },
  { id: 'sources', target: 'source-list', path: SOURCE_LIST_PATH, permission: Permissions.SOURCE_LIST },
  { id: 'surveys', target: 'survey-list', path: SURVEY_LIST_PATH, permission: Permissions.SURVEY_LIST },
  { id: 'alerts', target: 'alert-list', path: ALERT_LIST_PATH, permission: Permissions.ALERT_LIST },
  { id: 'finish' },
];

/** Below 992 px the sidebar is a drawer that stays closed: the step shows the button that opens it. */
const MENU_BUTTON_STEP: TourStep = { id: 'menuButton', target: 'menu-button' };

/** Steps whose text speaks of a sidebar or a right click: on a phone they say it as a phone has it (a phone's settings have no sidebar logo). */
const PHONE_WORDED = new Set(['topMenu', 'tabs', 'settings']);

/** A step as this user on this window reads it. */
function fitted(step: TourStep, permissions: readonly string[], mobile: boolean): TourStep {
  if (mobile && step.id === 'sidebar') return MENU_BUTTON_STEP;
  if (mobile && PHONE_WORDED.has(step.id)) return { ...step, text: 'textPhone' };
  // The source list's text speaks of updating and importing records.
  if (step.id === 'sources' && !holds(permissions, Permissions.SOURCE_IMPORT)) return { ...step, text: 'textReader' };
  return step;
}

/** The steps for a user holding `permissions`, on a phone-wide window or not: no step for a screen they cannot open, and no word of what they cannot do there. */
export function tourSteps(permissions: readonly string[], mobile: boolean): TourStep[] {
  return STEPS.filter((step) => !step.permission || holds(permissions, step.permission)).map((step) => fitted(step, permissions, mobile));
}

/** The CSS selector of a step's element. */
export const targetSelector = (target: string) => `[data-tour="${target}"]`;
