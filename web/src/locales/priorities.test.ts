import { LANGUAGES, SIGNAL_PRIORITIES, type Language } from '@ews/contract';
import { FIELD_LABELS } from '@ews/contract/field-labels';
import { describe, expect, it } from 'vitest';
import dashboardEn from './screens/dashboard/en.ts';
import dashboardEs from './screens/dashboard/es.ts';
import dashboardJa from './screens/dashboard/ja.ts';
import dashboardZh from './screens/dashboard/zh.ts';
import epidemicEn from './screens/epidemic/en.ts';
import epidemicEs from './screens/epidemic/es.ts';
import epidemicJa from './screens/epidemic/ja.ts';
import epidemicZh from './screens/epidemic/zh.ts';
import notificationEn from './screens/notification/en.ts';
import notificationEs from './screens/notification/es.ts';
import notificationJa from './screens/notification/ja.ts';
import notificationZh from './screens/notification/zh.ts';
import surveillanceEn from './screens/surveillance/en.ts';
import surveillanceEs from './screens/surveillance/es.ts';
import surveillanceJa from './screens/surveillance/ja.ts';
import surveillanceZh from './screens/surveillance/zh.ts';

/*
 * A signal has a priority, and a source point a risk; a level (I–IV, 级, nivel, レベル) is what a
 * government declares under the national plan. Every text that names a priority or a risk, in
 * every language, says so without the plan's words: on the /monitor wall a "Level I" misled.
 */
const LEVEL_WORDS = /\blevels?\b|级|nivel|レベル|\b(I|II|III|IV)\b|[ⅠⅡⅢⅣ]/i;

const screens: Record<Language, { epidemic: typeof epidemicEn; surveillance: typeof surveillanceEn; notification: typeof notificationEn; dashboard: typeof dashboardEn }> = {
  en: { epidemic: epidemicEn, surveillance: surveillanceEn, notification: notificationEn, dashboard: dashboardEn },
  zh: { epidemic: epidemicZh, surveillance: surveillanceZh, notification: notificationZh, dashboard: dashboardZh },
  es: { epidemic: epidemicEs, surveillance: surveillanceEs, notification: notificationEs, dashboard: dashboardEs },
  ja: { epidemic: epidemicJa, surveillance: surveillanceJa, notification: notificationJa, dashboard: dashboardJa },
};

function priorityTexts(language: Language): string[] {
  const { epidemic, surveillance, notification, dashboard } = screens[language];
  return [
    ...SIGNAL_PRIORITIES.map((priority) => epidemic.risk[priority]),
    epidemic.risk.label,
    epidemic.risk.none,
    surveillance.alert.priority,
    ...Object.values(surveillance.alert.explain),
    surveillance.rules.intro,
    surveillance.rules.recompute,
    surveillance.survey.savedWithAlerts,
    notification.notification.priorities,
    notification.notification.quietHint,
    dashboard.cards.byRisk,
    dashboard.monitor.highRisk,
    dashboard.monitor.byRisk,
    dashboard.map.riskLevel,
    dashboard.popup.riskLevel,
    FIELD_LABELS.priority[language],
    FIELD_LABELS.priorities[language],
    FIELD_LABELS.riskLevel[language],
  ];
}

describe('signal priorities in four languages', () => {
  it.each(LANGUAGES)('%s names every priority and risk without the plan’s levels', (language) => {
    const texts = priorityTexts(language);
    expect(texts.filter((text) => typeof text !== 'string' || text === '')).toEqual([]);
    expect(texts.filter((text) => LEVEL_WORDS.test(text))).toEqual([]);
  });

  it.each(LANGUAGES)('%s gives the four priorities four different names', (language) => {
    expect(new Set(SIGNAL_PRIORITIES.map((priority) => screens[language].epidemic.risk[priority])).size).toBe(SIGNAL_PRIORITIES.length);
  });
});
