import type { ComponentType, LazyExoticComponent, ReactElement } from 'react';
import { NOT_FOUND_SCREEN } from '../route-table.ts';
import { lazyElement, lazyView, type ViewModule } from './lazy.tsx';

/** Every screen: src/views/<component>/index.tsx, the component strings the menu table stores. */
const modules = import.meta.glob<ViewModule>('../../views/**/index.tsx');

/** 'admin/dashboard', '/admin/dashboard/index' and 'admin/dashboard.vue' all name the same view. */
export function normalizeComponent(component: string): string {
  return component
    .trim()
    .replace(/\.(vue|tsx|jsx)$/, '')
    .replace(/^\/+|\/+$/g, '')
    .replace(/(^|\/)index$/, '');
}

/** The loader of a normalized view name's chunk, if there is such a view. */
const loaderOf = (name: string) => modules[`../../views/${name}/index.tsx`];

export function hasView(component: string): boolean {
  return loaderOf(normalizeComponent(component)) !== undefined;
}

/** The view a component string names; an unknown one names the 404 view. */
const viewName = (component: string) => (hasView(component) ? normalizeComponent(component) : NOT_FOUND_SCREEN);

const components = new Map<string, LazyExoticComponent<ComponentType>>();

/** The lazily loaded view of a component string; an unknown one gets the 404 view. */
export function viewComponent(component: string): LazyExoticComponent<ComponentType> {
  const name = viewName(component);
  let view = components.get(name);
  if (!view) {
    const load = loaderOf(name);
    if (!load) throw new Error(`The view ${name} is missing`);
    view = lazyView(load);
    components.set(name, view);
  }
  return view;
}

/** Starts fetching a view's chunk before its route is drawn; the route's lazy view then finds it loaded or on its way. */
export function preloadView(component: string): void {
  void loaderOf(normalizeComponent(component))?.().catch(() => undefined);
}

export function viewElement(component: string): ReactElement {
  return lazyElement(viewComponent(component), `view:${viewName(component)}`);
}
