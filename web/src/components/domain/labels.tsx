import type { FocusType, Language, ResponseLevel, RiskLevel } from '@ews/contract';
import { FOCUS_TYPE_KEYS, FOCUS_TYPES, parseRiskReason, RESPONSE_LEVEL_COLORS, RESPONSE_LEVELS, RISK_COLORS, RISK_LEVELS, SIGNAL_PRIORITIES, SOURCE_STATUSES } from '@ews/contract/domain';
import { Status } from '@ews/contract/enums';
import { Tag } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMeasure } from '../../utils/format.ts';
import { readableShade, tintColor } from '../../utils/theme.ts';

/** A focus type in the interface language (the contract carries the four names); '—' for a signal at no source point. */
export function focusTypeName(focusType: FocusType | '', language: Language): string {
  return focusType ? FOCUS_TYPES[focusType][language] : '—';
}

/** A signal's source point as a person knows it, code and name; '—' for a signal at none (a case's, an outbreak record's). */
export function signalSite(alert: { sourceCode: string; sourceName: string }): string {
  return alert.sourceCode ? `${alert.sourceCode} ${alert.sourceName}` : '—';
}

/** The choices of a select or radio group: each value with its label. */
export function choices<V>(values: readonly V[], label: (value: V) => string): { value: V; label: string }[] {
  return values.map((value) => ({ value, label: label(value) }));
}

/** Enabled / disabled: the status of users, roles and menu entries. */
export function enabledOptions(t: TFunction) {
  return choices([Status.ENABLED, Status.DISABLED], (status) => t(status === Status.ENABLED ? 'common.enabled' : 'common.disabled'));
}

export function focusTypeOptions(language: Language) {
  return choices(FOCUS_TYPE_KEYS, (key) => focusTypeName(key, language));
}

/** Active, quiescent or eliminated: the status of a source point. */
export function sourceStatusOptions(t: TFunction) {
  return choices(SOURCE_STATUSES, (status) => t(`epidemic.status.${status}`));
}

/** A point's risk: each signal priority, and none. */
export function riskOptions(t: TFunction) {
  return choices(RISK_LEVELS, (risk) => t(`epidemic.risk.${risk}`));
}

/** A signal's priority, most urgent first. */
export function priorityOptions(t: TFunction) {
  return choices(SIGNAL_PRIORITIES, (priority) => t(`epidemic.risk.${priority}`));
}

/** Text in a shade of the colour that reads on the tag's tint; a light colour (the plan's yellow) takes dark text. */
const textOn = (color: string, dark = false) => (dark ? 'rgba(0, 0, 0, 0.88)' : readableShade(color, tintColor(color, 0.88)));
const PRIORITY_TEXT = Object.fromEntries(RISK_LEVELS.map((risk) => [risk, textOn(RISK_COLORS[risk])])) as Record<RiskLevel, string>;
const RESPONSE_TEXT = Object.fromEntries(RESPONSE_LEVELS.map((level) => [level, textOn(RESPONSE_LEVEL_COLORS[level], level === 'III')])) as Record<ResponseLevel, string>;

/** A tag edged in `color`, on antd's tint of it, its words in `textColor`. */
function EdgedTag({ color, textColor, children, ...data }: { color: string; textColor: string; children: ReactNode } & Record<`data-${string}`, string>) {
  return (
    <Tag color={color} style={{ color: textColor, borderColor: color }} {...data}>
      {children}
    </Tag>
  );
}

/**
 * A signal's priority as a tag in its colour (urgent magenta, high violet, moderate teal, low
 * slate), or a point's risk: the priority of its most urgent signal that counts, or none.
 */
export function RiskTag({ priority }: { priority: RiskLevel }) {
  const { t } = useTranslation();
  return (
    <EdgedTag color={RISK_COLORS[priority]} textColor={PRIORITY_TEXT[priority]} data-testid="risk-tag" data-priority={priority}>
      {t(`epidemic.risk.${priority}`)}
    </EdgedTag>
  );
}

/** A response level of the emergency plan in the plan's colours; none without cases. */
export function ResponseLevelTag({ level }: { level: ResponseLevel | null }) {
  const { t } = useTranslation();
  if (!level) return <span data-testid="response-level">{t('epidemic.outbreak.noLevel')}</span>;
  return (
    <EdgedTag color={RESPONSE_LEVEL_COLORS[level]} textColor={RESPONSE_TEXT[level]} data-testid="response-level" data-level={level}>
      {t('epidemic.outbreak.levelTag', { level })}
    </EdgedTag>
  );
}

/** A source point's stored risk reason in words: the deciding rule's explanation with its figures as the alert list shows them ('—' for none). */
export function riskReasonText(t: TFunction, stored: string, language: Language): string {
  const reason = parseRiskReason(stored);
  if (!reason) return '—';
  return t(`surveillance.alert.explain.${reason.rule}`, { observed: formatMeasure(reason.observed, language), threshold: formatMeasure(reason.threshold, language) });
}
