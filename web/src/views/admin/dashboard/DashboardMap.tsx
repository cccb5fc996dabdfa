import type { DashboardPoint } from '@ews/contract';
import { dashboardPointsOf } from '@ews/contract/protocol/map-points';
import { dashboardMapRoute } from '@ews/contract/protocol/shell';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { requestRoute } from '../../../api/request.ts';
import { regionName, useRegionTree } from '../../../components/domain/regions.ts';
import { placeName } from '../../../components/map/place-names.ts';
import { PointPopup } from '../../../components/map/PointPopup.tsx';
import SourceMap from '../../../components/map/SourceMap.tsx';
import { MAP_DATA_TIMEOUT_MS } from '../../../components/map/source-map-data.ts';
import { MAP_TOPICS, usePolling } from '../../../components/map/use-polling.ts';
import { useAppStore } from '../../../stores/app.ts';
import { recordPath, SOURCE_FORM_PATH } from '../../epidemicSource/shared/paths.ts';

/** dashboard/map with its points turned back from columns into the objects the map draws. */
async function loadMap() {
  const map = await requestRoute(dashboardMapRoute, {}, { timeoutMs: MAP_DATA_TIMEOUT_MS });
  return { ...map, points: dashboardPointsOf(map.points) };
}
const NOTHING = { points: [], outbreaks: [] };

function DashboardPopup({ point }: { point: DashboardPoint }) {
  const { t } = useTranslation();
  const tree = useRegionTree();
  const language = useAppStore((state) => state.language);
  // The county's pinyin comes with the region tree: until it has, the place waits for it rather than showing the characters.
  const countyLatin = tree.length > 0 ? regionName(point.countyCode, point.countyName, tree, language) : undefined;
  return (
    <PointPopup
      point={point}
      region={placeName(point, language, countyLatin) ?? t('dashboard.popup.placeLoading')}
      title={
        <Link to={recordPath(SOURCE_FORM_PATH, point.id, 'view')} title={t('dashboard.map.openRecord')} data-testid="map-popup-link">
          {point.name}
        </Link>
      }
    />
  );
}

/** The dashboard's risk map, a chunk of its own with MapLibre; its data refreshes with the page. */
export default function DashboardMap() {
  const { t } = useTranslation();
  const polled = usePolling(loadMap, { liveTopics: MAP_TOPICS });
  const data = polled ?? NOTHING;
  return (
    <SourceMap<DashboardPoint>
      loaded={polled !== undefined}
      points={data.points}
      outbreaks={data.outbreaks}
      renderPopup={(point) => <DashboardPopup point={point} />}
      testId="dashboard-map"
      ariaLabel={t('dashboard.map.title')}
    />
  );
}
