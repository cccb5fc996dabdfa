import type { DeclaredLevel, Language, ResponseLevel } from '@ews/contract';
import { RESPONSE_LEVEL_COLORS, RESPONSE_LEVEL_NAMES } from '@ews/contract/domain';
import { readableDivisionName } from '@ews/contract/division-names';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../stores/app.ts';
import { readsHanzi } from './regions.ts';
import './response-level.css';

/** The orange and the yellow take dark text; the red and the blue carry white. */
const textColor = (level: ResponseLevel) => (level === 'II' || level === 'III' ? 'rgba(0, 0, 0, 0.88)' : '#fff');

/**
 * A declared response level in the plan's colour and name (I red 特别重大 … IV blue 一般): only a
 * person's declaration wears it. A plain span, not antd's Tag: it shows on the dashboard's first screen.
 */
export function DeclaredLevelTag({ level }: { level: ResponseLevel }) {
  const language = useAppStore((state) => state.language);
  return (
    <span className="response-level-tag" style={{ background: RESPONSE_LEVEL_COLORS[level], borderColor: RESPONSE_LEVEL_COLORS[level], color: textColor(level) }} data-testid="declared-level" data-level={level}>
      {RESPONSE_LEVEL_NAMES[level][language]}
    </span>
  );
}

/** The server's proposal: grey and dashed, named a proposal, so nobody takes it for a declared level. */
export function ProposedLevelTag({ level }: { level: ResponseLevel }) {
  const { t } = useTranslation();
  const language = useAppStore((state) => state.language);
  return (
    <span className="response-level-tag is-proposal" title={t('response.proposalHint')} data-testid="proposed-level" data-level={level}>
      {t('response.proposal')}: {RESPONSE_LEVEL_NAMES[level][language]}
    </span>
  );
}

/** Where a level is declared, as a reader of `language` reads it: the stored names, or the Latin ones. */
export function declaredPlace(declared: DeclaredLevel, language: Language): string {
  if (!readsHanzi(language)) return declared.placeLatin ? readableDivisionName(declared.placeLatin, language) : declared.provinceName;
  return [declared.provinceName, declared.prefectureName, declared.countyName].filter(Boolean).join(' ');
}

/** The levels in force, most severe first, for the dashboard and /monitor; says so when there are none. */
export function DeclaredLevelList({ levels, testId }: { levels: readonly DeclaredLevel[]; testId: string }) {
  const { t } = useTranslation();
  const language = useAppStore((state) => state.language);
  if (levels.length === 0) return <p data-testid={testId}>{t('response.noneInForce')}</p>;
  return (
    <ul className="declared-levels" data-testid={testId}>
      {levels.map((declared) => (
        <li key={`${declared.provinceCode}|${declared.prefectureCode}|${declared.countyCode}`} data-testid="declared-level-row" data-county={declared.countyCode}>
          <DeclaredLevelTag level={declared.level} />
          <span>{declaredPlace(declared, language)}</span>
        </li>
      ))}
    </ul>
  );
}
