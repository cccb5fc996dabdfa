import type { FocusType, Language, ResponseLevel, RiskLevel } from '@ews/contract';
import { FOCUS_TYPE_KEYS, FOCUS_TYPES, parseRiskReason, RISK_COLORS, RISK_LEVELS, SOURCE_STATUSES } from '@ews/contract/domain';
import { Status } from '@ews/contract/enums';
import { Tag } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMeasure } from '../../utils/format.ts';
import { readableShade, tintColor } from '../../utils/theme.ts';

/** A focus type in the interface language (the contract carries the four names). */
export function focusTypeName(focusType: FocusType, language: Language): string {
  return FOCUS_TYPES[focusType][language];
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

export function riskOptions(t: TFunction) {
  return choices(RISK_LEVELS, (level) => t(`epidemic.risk.${level}`));
}

/** The level's colour edges its tag; level III's yellow needs dark text, the other levels write in a shade of their colour that reads on the tag's tint. */
const DARK_TEXT: ReadonlySet<RiskLevel> = new Set(['III']);
const LEVEL_TEXT = Object.fromEntries(
  RISK_LEVELS.map((level) => [level, DARK_TEXT.has(level) ? 'rgba(0, 0, 0, 0.88)' : readableShade(RISK_COLORS[level], tintColor(RISK_COLORS[level], 0.88))]),
) as Record<RiskLevel, string>;

function LevelTag({ level, testId, children }: { level: RiskLevel; testId: string; children: ReactNode }) {
  return (
    <Tag color={RISK_COLORS[level]} style={{ color: LEVEL_TEXT[level], borderColor: RISK_COLORS[level] }} data-testid={testId} data-level={level}>
      {children}
    </Tag>
  );
}

/** A risk level as a tag in its colour (I red, II orange, III yellow, IV blue). */
export function RiskTag({ level }: { level: RiskLevel }) {
  const { t } = useTranslation();
  return (
    <LevelTag level={level} testId="risk-tag">
      {t(`epidemic.risk.${level}`)}
    </LevelTag>
  );
}

/** A response level of the emergency plan in the same colours; none without cases. */
export function ResponseLevelTag({ level }: { level: ResponseLevel | null }) {
  const { t } = useTranslation();
  if (!level) return <span data-testid="response-level">{t('epidemic.outbreak.noLevel')}</span>;
  return (
    <LevelTag level={level} testId="response-level">
      {t('epidemic.outbreak.levelTag', { level })}
    </LevelTag>
  );
}

/** A source point's stored risk reason in words: the deciding rule's explanation with its figures as the alert list shows them ('—' for none). */
export function riskReasonText(t: TFunction, stored: string, language: Language): string {
  const reason = parseRiskReason(stored);
  if (!reason) return '—';
  return t(`surveillance.alert.explain.${reason.rule}`, { observed: formatMeasure(reason.observed, language), threshold: formatMeasure(reason.threshold, language) });
}
