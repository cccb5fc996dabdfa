import { ALERT_RULE_NAMES, isLanguage, RESPONSE_LEVEL_NAMES, type AlertRule, type Language, type ResponseLevel, type SignalPriority } from '@ews/contract';
import { divisionNameOf } from '../regions/divisions.ts';
import type { AlertForMessage, DeclarationForMessage, ResponseEvent } from './queries.ts';

/** The facts of a signal's notification, for structured receivers. */
export interface SignalFacts {
  alertId: number;
  priority: string;
  rule: string;
  ruleName: string;
  siteCode: string;
  county: string;
  observed: number;
  threshold: number;
  triggeredAt: string;
  link: string;
}

/** A notification as every channel sends it: a title, the text, and the facts for structured receivers. */
export interface Message<Facts extends object = SignalFacts> {
  title: string;
  text: string;
  facts: Facts;
}

interface Words {
  /** The title by the signal's priority: a priority orders the work, it is no response level of the national plan. */
  title: Record<SignalPriority, string>;
  site: string;
  place: string;
  rule: string;
  evidence: string;
  triggered: string;
  link: string;
}

const WORDS: Record<Language, Words> = {
  en: {
    title: { urgent: 'Plague early warning: urgent signal', high: 'Plague early warning: high-priority signal', moderate: 'Plague early warning: moderate-priority signal', low: 'Plague early warning: low-priority signal' },
    site: 'Site',
    place: 'Place',
    rule: 'Rule',
    evidence: 'Evidence: observed {observed}, threshold {threshold}',
    triggered: 'Triggered on',
    link: 'Open the signal',
  },
  zh: {
    title: { urgent: '鼠疫预警：紧急信号', high: '鼠疫预警：紧急程度高的信号', moderate: '鼠疫预警：紧急程度中等的信号', low: '鼠疫预警：紧急程度低的信号' },
    site: '疫源点',
    place: '地点',
    rule: '预警规则',
    evidence: '证据：观测值 {observed}，阈值 {threshold}',
    triggered: '触发日期',
    link: '查看信号',
  },
  es: {
    title: { urgent: 'Alerta temprana de peste: señal urgente', high: 'Alerta temprana de peste: señal de prioridad alta', moderate: 'Alerta temprana de peste: señal de prioridad moderada', low: 'Alerta temprana de peste: señal de prioridad baja' },
    site: 'Sitio',
    place: 'Lugar',
    rule: 'Regla',
    evidence: 'Evidencia: observado {observed}, umbral {threshold}',
    triggered: 'Activada el',
    link: 'Abrir la señal',
  },
  ja: {
    title: { urgent: 'ペスト早期警報：緊急シグナル', high: 'ペスト早期警報：優先度「高」のシグナル', moderate: 'ペスト早期警報：優先度「中」のシグナル', low: 'ペスト早期警報：優先度「低」のシグナル' },
    site: '地点',
    place: '場所',
    rule: '警報ルール',
    evidence: '根拠：観測値 {observed}、しきい値 {threshold}',
    triggered: '発生日',
    link: 'シグナルを開く',
  },
};

const fill = (template: string, values: Record<string, string | number>) => template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));

/**
 * The signal's county (or the nearest division above it the signal was placed at) in the
 * recipient's language, as the screens name it (divisionName).
 */
function placeName(place: Pick<AlertForMessage, 'provinceCode' | 'prefectureCode' | 'countyCode' | 'countyName'>, language: Language): string {
  return divisionNameOf(place.countyCode || place.prefectureCode || place.provinceCode, place.countyName, language);
}

/**
 * The signal's message in `language`: its priority, the site's code and county (the county alone
 * for a signal at no site), the rule and its evidence, and a link. No personal data.
 */
export function alertMessage(alert: AlertForMessage, language: string, publicUrl: string): Message {
  const lang: Language = isLanguage(language) ? language : 'en';
  const words = WORDS[lang];
  const ruleName = ALERT_RULE_NAMES[alert.rule as AlertRule]?.[lang] ?? alert.rule;
  const county = placeName(alert, lang);
  const link = `${publicUrl}/surveillance/alertList?alertId=${alert.alertId}`;
  const title = words.title[alert.priority as SignalPriority];
  const text = [
    title,
    alert.code ? `${words.site}: ${alert.code} (${county})` : `${words.place}: ${county}`,
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
      priority: alert.priority,
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

/** The facts of a response level's notification: the place, the level and the event. */
export interface ResponseFacts {
  declarationId: number;
  event: ResponseEvent;
  level: string;
  levelName: string;
  provinceCode: string;
  prefectureCode: string;
  countyCode: string;
  place: string;
  at: string;
  link: string;
}

const RESPONSE_WORDS: Record<Language, { title: Record<ResponseEvent, string>; place: string; at: Record<ResponseEvent, string>; link: string }> = {
  en: { title: { declared: 'Plague response level declared: {level}', ended: 'Plague response level ended: {level}' }, place: 'Place', at: { declared: 'Declared on', ended: 'Ended on' }, link: 'Open the response levels' },
  zh: { title: { declared: '鼠疫应急响应：宣布{level}', ended: '鼠疫应急响应：{level}已结束' }, place: '地点', at: { declared: '宣布时间', ended: '结束时间' }, link: '查看响应级别' },
  es: { title: { declared: 'Respuesta a la peste: declarado el {level}', ended: 'Respuesta a la peste: terminado el {level}' }, place: 'Lugar', at: { declared: 'Declarado el', ended: 'Terminado el' }, link: 'Abrir los niveles de respuesta' },
  ja: { title: { declared: 'ペスト対応：{level}を宣言', ended: 'ペスト対応：{level}を終了' }, place: '場所', at: { declared: '宣言日時', ended: '終了日時' }, link: '対応レベルを開く' },
};

/**
 * A response level declared, or ended, in `language`: the plan's name of the level, the place, when,
 * and a link. Neither who declared it nor the basis: those stay in the console.
 */
export function declarationMessage(declaration: DeclarationForMessage, event: ResponseEvent, language: string, publicUrl: string): Message<ResponseFacts> {
  const lang: Language = isLanguage(language) ? language : 'en';
  const words = RESPONSE_WORDS[lang];
  const levelName = RESPONSE_LEVEL_NAMES[declaration.level as ResponseLevel][lang];
  const place = placeName(declaration, lang);
  const at = event === 'declared' ? declaration.declaredAt : declaration.endedAt;
  const link = `${publicUrl}/surveillance/responseLevels`;
  const title = fill(words.title[event], { level: levelName });
  const text = [title, `${words.place}: ${place}`, `${words.at[event]}: ${at}`, `${words.link}: ${link}`].join('\n');
  const { declarationId, level, provinceCode, prefectureCode, countyCode } = declaration;
  return { title, text, facts: { declarationId, event, level, levelName, provinceCode, prefectureCode, countyCode, place, at, link } };
}
