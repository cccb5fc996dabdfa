import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { askBeforeLeaving } from '../app/unsaved-changes.ts';
import { useTagsViewStore } from '../stores/tagsView.ts';

/**
 * Refreshes a view (the current one by default): it stops being kept alive and is opened again
 * through /redirect{fullPath}, so it mounts afresh with its query. Its unsaved changes would be
 * lost: the user is asked first.
 */
export function useRefreshView(): (view?: { path: string; fullPath: string }) => void {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return useCallback(
    (view) => {
      const target = view ?? { path: pathname, fullPath: pathname + search };
      askBeforeLeaving(() => {
        useTagsViewStore.getState().delCachedView(target.path);
        navigate(`/redirect${target.fullPath}`, { replace: true });
      }, [target.path]);
    },
    [navigate, pathname, search],
  );
}
