import type { PublicMonitor } from '@ews/contract/schemas/public';
import { RISK_COLORS } from '@ews/contract/domain';
import { useTranslation } from 'react-i18next';
import { usePlaceName } from '../../components/map/labels.ts';
import { parseTime } from '../../utils/format.ts';

type TickerAlert = PublicMonitor['latestAlerts'][number];

/** Seconds each signal stays in view as the band scrolls by. */
const SECONDS_PER_ALERT = 7;

function AlertItem({ alert }: { alert: TickerAlert }) {
  const { t } = useTranslation();
  const placeName = usePlaceName();
  return (
    <li className="monitor-ticker-item">
      <span className="map-swatch" style={{ background: RISK_COLORS[alert.priority] }} aria-hidden="true" />
      {t('dashboard.monitor.alertLine', {
        date: parseTime(alert.triggeredAt, t('dashboard.monitor.alertDate')),
        priority: t(`epidemic.risk.${alert.priority}`),
        place: placeName(alert),
        code: alert.sourceCode || '—',
        rule: t(`surveillance.alert.rules.${alert.rule}`),
      })}
    </li>
  );
}

/**
 * The latest confirmed signals as a band scrolling right to left. The list is drawn twice so the loop has
 * no gap; the copy is hidden from assistive technology. Without motion (prefers-reduced-motion)
 * the band wraps instead.
 */
export function AlertTicker({ alerts }: { alerts: readonly TickerAlert[] }) {
  const { t } = useTranslation();
  return (
    <footer className="monitor-ticker" data-testid="monitor-ticker">
      <h2>{t('dashboard.monitor.latestAlerts')}</h2>
      {alerts.length === 0 ? (
        <p>{t('dashboard.monitor.noAlerts')}</p>
      ) : (
        <div className="monitor-ticker-window" data-testid="monitor-ticker-alerts">
          <div className="monitor-ticker-track" style={{ animationDuration: `${alerts.length * SECONDS_PER_ALERT}s` }}>
            <ul>
              {alerts.map((alert) => (
                <AlertItem key={alert.alertId} alert={alert} />
              ))}
            </ul>
            <ul aria-hidden="true">
              {alerts.map((alert) => (
                <AlertItem key={alert.alertId} alert={alert} />
              ))}
            </ul>
          </div>
        </div>
      )}
    </footer>
  );
}
