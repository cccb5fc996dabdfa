import type { FocusType } from '@ews/contract';
import type { PublicMonitor } from '@ews/contract/schemas/public';
import { RISK_COLORS, RISK_LEVELS } from '@ews/contract/domain';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { api, type RequestOptions } from '../../api/index.ts';
import { LangSelect } from '../../components/LangSelect.tsx';
import { DeclaredLevelList } from '../../components/domain/response-level.tsx';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { AnimatedNumber } from '../../components/map/AnimatedNumber.tsx';
import { useFocusTypeName } from '../../components/map/labels.ts';
import { PointPopup } from '../../components/map/PointPopup.tsx';
import { loadPublicMap, usePublicPolling, useScreenMessages } from '../../components/map/public-data.ts';
import { ALL_TOPICS, MAP_TOPICS } from '../../components/map/use-polling.ts';
import { formatDateTime } from '../../utils/format.ts';
import { AlertTicker } from './AlertTicker.tsx';
import '../../components/map/map.css';
import './monitor.css';

const SourceMap = lazy(() => import('../../components/map/SourceMap.tsx'));

const loadFigures = (options: RequestOptions) => api.publicMonitor({}, options);
const NOTHING = { points: [], outbreaks: [] };

/** Map symbols grow with the screen as the text does: 1 at 1920 px wide, 2 at 3840. */
const symbolScale = () => Math.min(3, Math.max(1, window.innerWidth / 1920));

function Figure({ label, value, testId, alarm = false }: { label: string; value: number | undefined; testId: string; alarm?: boolean }) {
  return (
    <div className={alarm && value ? 'monitor-figure is-alarm' : 'monitor-figure'}>
      <div className="monitor-figure-value">{value === undefined ? '–' : <AnimatedNumber value={value} testId={testId} />}</div>
      <div className="monitor-figure-label">{label}</div>
    </div>
  );
}

/** Points per risk (their most urgent confirmed signal's priority) as bars against the largest. */
function RiskBars({ byRiskLevel }: { byRiskLevel: PublicMonitor['byRiskLevel'] }) {
  const { t } = useTranslation();
  const largest = Math.max(1, ...RISK_LEVELS.map((level) => byRiskLevel[level]));
  return (
    <ul className="monitor-bars">
      {RISK_LEVELS.map((level) => (
        <li key={level}>
          <span className="monitor-bar-label">{t(`epidemic.risk.${level}`)}</span>
          <span className="monitor-bar" style={{ width: `${(byRiskLevel[level] / largest) * 100}%`, background: RISK_COLORS[level] }} />
          <span className="monitor-bar-value" data-testid={`monitor-risk-${level}`}>
            {byRiskLevel[level]}
          </span>
        </li>
      ))}
    </ul>
  );
}

function FocusTypeList({ byFocusType }: { byFocusType: PublicMonitor['byFocusType'] }) {
  const focusTypeName = useFocusTypeName();
  const rows = Object.entries(byFocusType).sort(([, a], [, b]) => b - a);
  return (
    <ul className="monitor-focus-types" data-testid="monitor-focus-types">
      {rows.map(([focusType, count]) => (
        <li key={focusType}>
          <span>{focusTypeName(focusType as FocusType)}</span>
          <strong>{count}</strong>
        </li>
      ))}
    </ul>
  );
}

/**
 * /monitor: the control room's wall display, without signing in (unless PUBLIC_PAGES=off): large
 * figures, the risk map and a ticker of the latest alerts, fetched again every minute. Sizes
 * follow the viewport, so it reads the same at 1920×1080 and 3840×2160.
 */
export default function Monitor() {
  useScreenMessages();
  const { t } = useTranslation();
  const figures = usePublicPolling(loadFigures, { liveTopics: ALL_TOPICS });
  const polledMap = usePublicPolling(loadPublicMap, { liveTopics: MAP_TOPICS });
  const map = polledMap ?? NOTHING;
  const highRisk = figures && figures.byRiskLevel.urgent + figures.byRiskLevel.high;
  return (
    <div className="monitor" data-testid="monitor">
      <header className="monitor-header">
        <h1>{t('dashboard.monitor.title')}</h1>
        {/* Its line is there before its time comes: on a phone it stands under the title, and its coming pushed the page down. */}
        <span className="monitor-updated" data-testid={figures ? 'monitor-updated' : undefined}>
          {figures ? t('dashboard.updatedAt', { time: formatDateTime(figures.generatedAt) }) : '\u00a0'}
        </span>
        <LangSelect className="monitor-lang" named />
      </header>
      <section className="monitor-figures" aria-label={t('dashboard.monitor.figures')}>
        <Figure label={t('dashboard.monitor.sourcePoints')} value={figures?.sourcePoints} testId="monitor-source-points" />
        <Figure label={t('dashboard.monitor.highRisk')} value={highRisk} testId="monitor-high-risk" alarm />
        <Figure label={t('dashboard.monitor.openAlerts')} value={figures?.openAlerts} testId="monitor-open-alerts" alarm />
        <Figure label={t('dashboard.monitor.outbreaksThisYear')} value={figures?.outbreaksThisYear} testId="monitor-outbreaks" />
        <Figure label={t('dashboard.monitor.casesThisYear')} value={figures?.casesThisYear} testId="monitor-cases" />
      </section>
      <main className="monitor-body">
        <div className="monitor-map">
          <Suspense fallback={<PageSpinner />}>
            <SourceMap
              loaded={polledMap !== undefined}
              points={map.points}
              outbreaks={map.outbreaks}
              renderPopup={(point) => <PointPopup point={point} />}
              controls={false}
              symbolScale={symbolScale()}
              testId="monitor-map"
              ariaLabel={t('dashboard.map.title')}
            />
          </Suspense>
        </div>
        {figures && (
          <aside className="monitor-side" data-testid="monitor-side">
            {/* Only when a level is in force: the wall's side panel holds every focus type at 1280 px without it. */}
            {figures.responseLevels.length > 0 && (
              <>
                <h2>{t('response.monitorTitle')}</h2>
                <DeclaredLevelList levels={figures.responseLevels} testId="monitor-response-levels" />
              </>
            )}
            <h2>{t('dashboard.monitor.byRisk')}</h2>
            <RiskBars byRiskLevel={figures.byRiskLevel} />
            <h2>{t('dashboard.map.focusType')}</h2>
            <FocusTypeList byFocusType={figures.byFocusType} />
          </aside>
        )}
      </main>
      <AlertTicker alerts={figures?.latestAlerts ?? []} />
    </div>
  );
}
