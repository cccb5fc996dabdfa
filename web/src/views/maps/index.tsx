import { Button } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LangSelect } from '../../components/LangSelect.tsx';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { PointPopup } from '../../components/map/PointPopup.tsx';
import { loadPublicMap, usePublicPolling, useScreenMessages } from '../../components/map/public-data.ts';
import { MAP_TOPICS } from '../../components/map/use-polling.ts';
import { HOME_PATH } from '../../app/paths.ts';
import { getToken } from '../../utils/cookies.ts';
import '../../components/map/map.css';
import './maps.css';

const SourceMap = lazy(() => import('../../components/map/SourceMap.tsx'));

const NOTHING = { points: [], outbreaks: [] };

/** /maps: the risk map full screen, without signing in (unless PUBLIC_PAGES=off), fed by public/map. */
export default function Maps() {
  useScreenMessages();
  const { t } = useTranslation();
  const polled = usePublicPolling(loadPublicMap, { liveTopics: MAP_TOPICS });
  const data = polled ?? NOTHING;
  return (
    <div className="public-map-page">
      <header className="public-map-header">
        <h1>{t('dashboard.maps.title')}</h1>
        <LangSelect />
        <Link to={HOME_PATH}>
          <Button size="small" type="primary">
            {getToken() ? t('dashboard.maps.console') : t('dashboard.maps.signIn')}
          </Button>
        </Link>
      </header>
      <main className="public-map-main">
        <Suspense fallback={<PageSpinner />}>
          <SourceMap loaded={polled !== undefined} points={data.points} outbreaks={data.outbreaks} renderPopup={(point) => <PointPopup point={point} />} testId="public-map" ariaLabel={t('dashboard.maps.title')} />
        </Suspense>
      </main>
    </div>
  );
}
