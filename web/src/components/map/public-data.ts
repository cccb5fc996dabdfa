import { ApiError } from '@ews/contract/protocol/envelope';
import { Codes } from '@ews/contract/protocol/codes';
import { publicPointsOf } from '@ews/contract/protocol/map-points';
import { api, type RequestOptions } from '../../api/index.ts';
import { use } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { loginRedirect } from '../../app/paths.ts';
import { loadScreenMessages, screenMessagesReady } from '../../locales/index.ts';
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
 * they load them here, suspending until they are in. A language switch has loaded the new
 * language's before it takes effect: the page does not suspend again, which hid it behind the
 * spinner for a moment and left the map a box of no size, fitted anew far out (/maps at 1280 px
 * came back at zoom 2.06 from 3.62).
 */
export function useScreenMessages(): void {
  const language = useAppStore((state) => state.language);
  if (!screenMessagesReady(language)) use(loadScreenMessages(language));
}
