import { ApiError } from '@ews/contract/protocol/envelope';
import { Codes } from '@ews/contract/protocol/codes';
import { publicPointsOf } from '@ews/contract/protocol/map-points';
import { api, type RequestOptions } from '../../api/index.ts';
import { use } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { loginRedirect } from '../../app/paths.ts';
import { loadScreenMessages } from '../../locales/index.ts';
import { useAppStore } from '../../stores/app.ts';
import { MAP_DATA_TIMEOUT_MS } from './source-map-data.ts';
import { usePolling, type PollingOptions } from './use-polling.ts';

/** public/map with its points turned back from columns into the objects the map draws. */
export async function loadPublicMap(options: RequestOptions) {
  const map = await api.publicMap({}, { ...options, timeoutMs: MAP_DATA_TIMEOUT_MS });
  return { ...map, points: publicPointsOf(map.points) };
}

/**
 * usePolling for the sign-in-free pages: when the server has closed them (PUBLIC_PAGES=off) and
 * nobody is signed in, the visitor goes to the sign-in page and comes back here afterwards.
 */
export function usePublicPolling<T>(load: (options: RequestOptions) => Promise<T>, options?: PollingOptions): T | undefined {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return usePolling(() =>
    load({ quiet: [Codes.NOT_SIGNED_IN] }).catch((error: unknown) => {
      if (error instanceof ApiError && error.code === Codes.NOT_SIGNED_IN) void navigate(loginRedirect(`${pathname}${search}`), { replace: true });
      throw error;
    }),
    options,
  );
}

/**
 * The public pages sit outside the main layout, which is what loads the screens' messages:
 * they load them here, suspending until they are in.
 */
export function useScreenMessages(): void {
  use(loadScreenMessages(useAppStore((state) => state.language)));
}
