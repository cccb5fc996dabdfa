import { BellOutlined } from '@ant-design/icons';
import { Permissions } from '@ews/contract/permissions';
import { alertOpenCountRoute } from '@ews/contract/protocol/shell';
import { Badge } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { requestRoute } from '../api/request.ts';
import { onLiveChange } from '../api/live.ts';
import { onWrite } from '../api/writes.ts';
import { useAuth } from '../hooks/useAuth.ts';
import { ALERT_LIST_PATH } from '../views/surveillance/paths.ts';

/** The bell opens the list on the alerts still asking for work; the list reads the filter from the address. */
export const OPEN_ALERTS_PATH = `${ALERT_LIST_PATH}?status=open`;
export const ALERT_COUNT_REFRESH_MS = 60_000;

/**
 * Keeps the number of open alerts current: now, after every write this browser makes (a survey
 * may have raised an alert, a transition closed one), as soon as the live stream tells of a change
 * of alerts by anyone, every 60 s should the stream be down, and whenever the window regains focus.
 */
function useOpenAlertCount(enabled: boolean): number | undefined {
  const [count, setCount] = useState<number>();
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    const load = () => {
      requestRoute(alertOpenCountRoute, {}).then(
        ({ open }) => {
          if (current) setCount(open);
        },
        () => undefined, // the request wrapper has shown it; the next poll tries again
      );
    };
    load();
    const timer = window.setInterval(load, ALERT_COUNT_REFRESH_MS);
    window.addEventListener('focus', load);
    const stopListening = onWrite(load);
    const stopLive = onLiveChange(['alerts'], load);
    return () => {
      current = false;
      window.clearInterval(timer);
      window.removeEventListener('focus', load);
      stopListening();
      stopLive();
    };
  }, [enabled]);
  return count;
}

/** A bell with the number of open alerts the user may see, linking to the alert list; only for holders of alert:list. */
export function AlertBadge() {
  const { t } = useTranslation();
  const { hasPermission } = useAuth();
  const allowed = hasPermission([Permissions.ALERT_LIST]);
  const count = useOpenAlertCount(allowed);
  if (!allowed) return null;
  const label = t('navbar.alerts', { count: count ?? 0 });
  return (
    <Link to={OPEN_ALERTS_PATH} className="alert-badge" aria-label={label} title={label} data-testid="alert-badge" data-count={count ?? ''}>
      {/* Set off to the right, into the link's margin, so that two or three digits leave the bell in sight. */}
      <Badge count={count} size="small" overflowCount={99} offset={[8, 2]}>
        <BellOutlined className="alert-badge-bell" />
      </Badge>
    </Link>
  );
}
