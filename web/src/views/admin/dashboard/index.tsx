import type { DashboardSummary } from '@ews/contract';
import { dashboardSummaryRoute } from '@ews/contract/protocol/shell';
import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { requestRoute } from '../../../api/request.ts';
import { DeclaredLevelList } from '../../../components/domain/response-level.tsx';
import { ALL_TOPICS, usePolling } from '../../../components/map/use-polling.ts';
import { useUserStore } from '../../../stores/user.ts';
import { formatDateTime } from '../../../utils/format.ts';
import { Panel } from './Panel.tsx';
import { SummaryCards } from './SummaryCards.tsx';
import '../../../components/map/map.css';
import './dashboard.css';

// MapLibre and ECharts are chunks of their own: the cards show while they download.
const DashboardMap = lazy(() => import('./DashboardMap.tsx'));
const DashboardCharts = lazy(() => import('./DashboardCharts.tsx'));

const loadSummary = () => requestRoute(dashboardSummaryRoute, {});

/** admin/dashboard: cards, the risk map and the charts, refreshed every minute. */
export default function Dashboard() {
  const { t } = useTranslation();
  const name = useUserStore((state) => state.name);
  const summary: DashboardSummary | undefined = usePolling(loadSummary, { liveTopics: ALL_TOPICS });
  return (
    <div className="dashboard">
      <div className="dashboard-heading">
        <h2 className="dashboard-welcome">{t('dashboard.welcome', { name })}</h2>
        {/*
          Its room is kept before its time comes, by the same words unseen: on a phone they wrap under
          the welcome, and their coming pushed the page down.
        */}
        {summary ? (
          <span className="dashboard-updated" data-testid="dashboard-updated">
            {t('dashboard.updatedAt', { time: formatDateTime(summary.generatedAt) })}
          </span>
        ) : (
          <span className="dashboard-updated is-pending" aria-hidden="true">
            {t('dashboard.updatedAt', { time: formatDateTime(new Date().toISOString()) })}
          </span>
        )}
      </div>
      <SummaryCards summary={summary} />
      <Panel title={t('dashboard.map.title')} className="dashboard-map-card">
        <div className="dashboard-map" data-tour="dashboard-map">
          <Suspense fallback={<Skeleton.Node active className="dashboard-map-loading" />}>
            <DashboardMap />
          </Suspense>
        </div>
      </Panel>
      {/* Below the map: arriving with the summary, above it the card would push the map down under a reader's click. */}
      {summary && (
        <Panel title={t('response.dashboardTitle')} className="dashboard-response-card">
          <DeclaredLevelList levels={summary.responseLevels} testId="dashboard-response-levels" />
        </Panel>
      )}
      {summary && (
        <Suspense fallback={<Skeleton active />}>
          <DashboardCharts summary={summary} />
        </Suspense>
      )}
    </div>
  );
}
