import { ALERT_RULE_NAMES, isLanguage, type AlertRule, type Language } from '@ews/contract';
import { divisions } from '../regions/divisions.ts';
import type { AlertForMessage } from './queries.ts';

/** A notification as every channel sends it: a title, the text, and the facts for structured receivers. */
export interface Message {
  title: string;
  text: string;
  facts: {
    alertId: number;
    level: string;
    rule: string;
    ruleName: string;
    siteCode: string;
    county: string;
    observed: number;
    threshold: number;
    triggeredAt: string;
    link: string;
  };
}

const WORDS: Record<Language, { title: string; site: string; rule: string; evidence: string; triggered: string; link: string }> = {
  en: { title: 'Plague early warning: level {level} alert', site: 'Site', rule: 'Rule', evidence: 'Evidence: observed {observed}, threshold {threshold}', triggered: 'Triggered on', link: 'Open the alert' },
  zh: { title: '鼠疫预警：{level} 级预警', site: '疫源点', rule: '预警规则', evidence: '证据：观测值 {observed}，阈值 {threshold}', triggered: '触发日期', link: '查看预警' },
  es: { title: 'Alerta temprana de peste: alerta de nivel {level}', site: 'Sitio', rule: 'Regla', evidence: 'Evidencia: observado {observed}, umbral {threshold}', triggered: 'Activada el', link: 'Abrir la alerta' },
  ja: { title: 'ペスト早期警報：レベル {level} の警報', site: '地点', rule: '警報ルール', evidence: '根拠：観測値 {observed}、しきい値 {threshold}', triggered: '発生日', link: '警報を開く' },
};

const fill = (template: string, values: Record<string, string | number>) => template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));

/**
 * The county (or the nearest division above it the point was placed at) in the recipient's
 * language: the stored Chinese name in Chinese, the tree's English or romanized name otherwise.
 */
function placeName(alert: AlertForMessage, language: Language): string {
  const [code, name] = alert.countyCode ? [alert.countyCode, alert.countyName] : alert.prefectureCode ? [alert.prefectureCode, alert.prefectureName] : [alert.provinceCode, alert.provinceName];
  if (language === 'zh') return name;
  const node = divisions().byCode.get(code);
  return node?.nameEn ?? node?.latin ?? name;
}

/** The alert's message in `language`: its level, the site's code and county, the rule and its evidence, and a link. No personal data. */
export function alertMessage(alert: AlertForMessage, language: string, publicUrl: string): Message {
  const lang: Language = isLanguage(language) ? language : 'en';
  const words = WORDS[lang];
  const ruleName = ALERT_RULE_NAMES[alert.rule as AlertRule]?.[lang] ?? alert.rule;
  const county = placeName(alert, lang);
  const link = `${publicUrl}/surveillance/alertList?alertId=${alert.alertId}`;
  const title = fill(words.title, { level: alert.level });
  const text = [
    title,
    `${words.site}: ${alert.code} (${county})`,
    `${words.rule}: ${ruleName}`,
    fill(words.evidence, { observed: alert.observed, threshold: alert.threshold }),
    `${words.triggered}: ${alert.lastTriggeredAt || alert.triggeredAt}`,
    `${words.link}: ${link}`,
  ].join('\n');
  return {
    title,
    text,
    facts: {
      alertId: alert.alertId,
      level: alert.level,
      rule: alert.rule,
      ruleName,
      siteCode: alert.code,
      county,
      observed: alert.observed,
      threshold: alert.threshold,
      triggeredAt: alert.lastTriggeredAt || alert.triggeredAt,
      link,
    },
  };
}
