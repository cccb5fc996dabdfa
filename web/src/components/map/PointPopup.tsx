import { RISK_COLORS } from '@ews/contract/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFocusTypeName, usePlaceName } from './labels.ts';
import type { MapPoint } from './source-map-data.ts';

/**
 * The key facts of a clicked point; `title` replaces its code as the heading (the dashboard links
 * its name), `region` its place as the public pages name it (the dashboard has the county's pinyin from the region tree instead).
 */
export function PointPopup({ point, title, region }: { point: MapPoint; title?: ReactNode; region?: string }) {
  const { t } = useTranslation();
  const focusTypeName = useFocusTypeName();
  const placeName = usePlaceName();
  return (
    <div className="map-popup">
      <div className="map-popup-title" data-testid="map-popup-title">
        {title ?? point.code}
      </div>
      <dl>
        <dt>{t('dashboard.popup.code')}</dt>
        <dd>{point.code}</dd>
        <dt>{t('dashboard.popup.focusType')}</dt>
        <dd>{focusTypeName(point.focusType)}</dd>
        <dt>{t('dashboard.popup.riskLevel')}</dt>
        <dd>
          <span className="map-swatch" style={{ background: RISK_COLORS[point.riskLevel] }} aria-hidden="true" /> {t(`epidemic.risk.${point.riskLevel}`)}
        </dd>
        <dt>{t('dashboard.popup.openAlert')}</dt>
        <dd data-testid="map-popup-alert">{point.openPriority ? t(`epidemic.risk.${point.openPriority}`) : t('dashboard.popup.noAlert')}</dd>
        <dt>{t('dashboard.popup.status')}</dt>
        <dd>{t(`epidemic.status.${point.status}`)}</dd>
        <dt>{t('dashboard.popup.region')}</dt>
        <dd data-testid="map-popup-region">{region ?? placeName(point)}</dd>
        <dt>{t('dashboard.popup.coordinates')}</dt>
        <dd>
          {point.longitude.toFixed(4)}, {point.latitude.toFixed(4)}
        </dd>
      </dl>
    </div>
  );
}
