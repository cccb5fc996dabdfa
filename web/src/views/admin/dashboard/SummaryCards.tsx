import type { DashboardSummary } from '@ews/contract';
import { RISK_COLORS, RISK_LEVELS } from '@ews/contract/domain';
import { Col, Row, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AnimatedNumber } from '../../../components/map/AnimatedNumber.tsx';
import { Panel } from './Panel.tsx';

/** A figure, or, until the summary has come, a placeholder of its size: a 0 there read as none. */
function Figure({ value, testId }: { value: number | undefined; testId: string }) {
  return value === undefined ? <Skeleton.Button active size="small" className="dashboard-figure-loading" /> : <AnimatedNumber value={value} testId={testId} />;
}

function FigureCard({ title, value, testId, children }: { title: string; value: number | undefined; testId: string; children?: ReactNode }) {
  return (
    <Panel className="dashboard-card" busy={value === undefined}>
      <div className="dashboard-card-title">{title}</div>
      <div className="dashboard-card-value">
        <Figure value={value} testId={testId} />
      </div>
      {children}
    </Panel>
  );
}

/**
 * The four cards: source points by risk, open signals, surveys this month, outbreaks this year.
 * Laid out as they will be before the summary comes, so that the map below them stays put.
 */
export function SummaryCards({ summary }: { summary: DashboardSummary | undefined }) {
  const { t } = useTranslation();
  const total = summary && RISK_LEVELS.reduce((sum, level) => sum + summary.sourcesByRisk[level], 0);
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} md={12} xl={9}>
        <FigureCard title={t('dashboard.cards.byRisk')} value={total} testId="card-sources">
          <ul className="dashboard-risk-list">
            {RISK_LEVELS.map((level) => (
              <li key={level}>
                <span className="map-swatch" style={{ background: RISK_COLORS[level] }} aria-hidden="true" /> {t(`epidemic.risk.${level}`)}{' '}
                <strong>
                  <Figure value={summary?.sourcesByRisk[level]} testId={`card-risk-${level}`} />
                </strong>
              </li>
            ))}
          </ul>
        </FigureCard>
      </Col>
      <Col xs={24} md={12} xl={5}>
        <FigureCard title={t('dashboard.cards.openAlerts')} value={summary?.openAlerts} testId="card-open-alerts" />
      </Col>
      <Col xs={24} md={12} xl={5}>
        <FigureCard title={t('dashboard.cards.surveysThisMonth')} value={summary?.surveysThisMonth} testId="card-surveys" />
      </Col>
      <Col xs={24} md={12} xl={5}>
        <FigureCard title={t('dashboard.cards.outbreaksThisYear')} value={summary?.outbreaksThisYear} testId="card-outbreaks" />
      </Col>
    </Row>
  );
}
