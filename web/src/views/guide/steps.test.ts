import { Permissions, SUPER_PERMISSION } from '@ews/contract/permissions';
import { describe, expect, it } from 'vitest';
import pages from '../../locales/screens/pages/en.ts';
import { targetSelector, tourSteps } from './steps.ts';

const SHELL = ['welcome', 'topMenu', 'sidebar', 'tabs', 'search', 'size', 'language', 'settings'];
const ids = (permissions: string[], mobile = false) => tourSteps(permissions, mobile).map((step) => step.id);

describe('the guided tour’s steps', () => {
  it('walk the shell, then the dashboard, source points, surveys and alerts, for the super admin', () => {
    expect(ids([SUPER_PERMISSION])).toEqual([...SHELL, 'dashboard', 'sources', 'surveys', 'alerts', 'finish']);
  });

  it('leave out each screen the user cannot open', () => {
    expect(ids([Permissions.DASHBOARD_VIEW, Permissions.SOURCE_LIST, Permissions.SOURCE_ADD])).toEqual([...SHELL, 'dashboard', 'sources', 'finish']);
    expect(ids([Permissions.ALERT_LIST])).toEqual([...SHELL, 'alerts', 'finish']);
    expect(ids([])).toEqual([...SHELL, 'finish']);
  });

  it('show the menu button instead of the sidebar on a phone-wide window, where the sidebar is a closed drawer', () => {
    const mobile = tourSteps([SUPER_PERMISSION], true);
    expect(mobile.map((step) => step.id)).toEqual(ids([SUPER_PERMISSION]).map((id) => (id === 'sidebar' ? 'menuButton' : id)));
    expect(mobile.find((step) => step.id === 'menuButton')?.target).toBe('menu-button');
  });

  it('open a screen before pointing into it; the shell’s steps stay where the user is', () => {
    const steps = tourSteps([SUPER_PERMISSION], false);
    for (const step of steps) expect(Boolean(step.path), step.id).toBe(Boolean(step.permission));
    expect(steps.filter((step) => step.path).map((step) => step.path)).toEqual([
      '/admin/dashboard',
      '/epidemicSource/sourceList',
      '/surveillance/surveyList',
      '/surveillance/alertList',
    ]);
  });

  it('speak of a phone as a phone has it, and of no change to a reader who may make none', () => {
    const text = (steps: ReturnType<typeof tourSteps>, id: string) => steps.find((step) => step.id === id)?.text;
    const phone = tourSteps([SUPER_PERMISSION], true);
    expect([text(phone, 'topMenu'), text(phone, 'tabs'), text(phone, 'settings'), text(phone, 'sources')]).toEqual(['textPhone', 'textPhone', 'textPhone', undefined]);
    expect(pages.guide.steps.settings.textPhone).not.toMatch(/sidebar/i);
    const desk = tourSteps([SUPER_PERMISSION], false);
    expect([text(desk, 'topMenu'), text(desk, 'tabs')]).toEqual([undefined, undefined]);
    expect(text(tourSteps([Permissions.SOURCE_LIST, Permissions.SOURCE_EXPORT], false), 'sources')).toBe('textReader');
    expect(pages.guide.steps.tabs.textPhone).not.toMatch(/right-click/i);
    expect(pages.guide.steps.sources.textReader).not.toMatch(/import|update/i);
  });

  it('each have a title and the text they name in the reference messages', () => {
    const reader = [Permissions.DASHBOARD_VIEW, Permissions.SOURCE_LIST, Permissions.SURVEY_LIST, Permissions.ALERT_LIST];
    for (const step of [true, false].flatMap((mobile) => [...tourSteps([SUPER_PERMISSION], mobile), ...tourSteps(reader, mobile)])) {
      const messages = (pages.guide.steps as Record<string, Record<string, string | undefined> | undefined>)[step.id];
      expect(messages?.title, step.id).toBeTruthy();
      expect(messages?.[step.text ?? 'text'], `${step.id} ${step.text ?? 'text'}`).toBeTruthy();
    }
  });

  it('find their element by its data-tour attribute', () => {
    expect(targetSelector('top-menu')).toBe('[data-tour="top-menu"]');
  });
});
