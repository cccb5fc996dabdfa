import { lazy, Suspense, type ComponentType, type LazyExoticComponent, type ReactElement } from 'react';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { loadScreenMessages } from '../../locales/index.ts';
import { useAppStore } from '../../stores/app.ts';
import { withProgress } from '../progress.ts';

export type ViewModule = { default: ComponentType };

/** React.lazy with the loading bar running while the chunk downloads. */
export function lazyView(load: () => Promise<ViewModule>): LazyExoticComponent<ComponentType> {
  return lazy(() => withProgress(load()));
}

/**
 * A lazily loaded element inside a Suspense boundary of its own, keyed by what it shows. A
 * navigation to another view mounts a new boundary, which shows its spinner at once instead of
 * holding the router's transition (and the old page, URL already changed) until the chunk
 * arrives; the title and the rest of the shell follow the URL immediately.
 */
export function lazyElement(Component: ComponentType, key: string): ReactElement {
  return (
    <Suspense key={key} fallback={<PageSpinner />}>
      <Component />
    </Suspense>
  );
}

// The layout comes with the screens' messages in the interface language (locales/index.ts).
const loadMainLayout = () => Promise.all([import('../../layout/MainLayout.tsx'), loadScreenMessages(useAppStore.getState().language)]).then(([module]) => module);
const MainLayout = lazyView(loadMainLayout);

/** Starts fetching the main layout and its messages before a route asks for them (app/router/preload.ts). */
export const preloadMainLayout = (): void => void loadMainLayout().catch(() => undefined);
const SubLayout = lazyView(() => import('../../layout/SubLayout.tsx'));

export const mainLayout = (): ReactElement => lazyElement(MainLayout, 'layout:main');
export const subLayout = (): ReactElement => lazyElement(SubLayout, 'layout:sub');
