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

export function hasView(component: string): boolean {
  return `../../views/${normalizeComponent(component)}/index.tsx` in modules;
}

const components = new Map<string, LazyExoticComponent<ComponentType>>();

/** The lazily loaded view of a component string; an unknown one gets the 404 view. */
export function viewComponent(component: string): LazyExoticComponent<ComponentType> {
  const name = hasView(component) ? normalizeComponent(component) : NOT_FOUND_SCREEN;
  let view = components.get(name);
  if (!view) {
    const load = modules[`../../views/${name}/index.tsx`];
    if (!load) throw new Error(`The view ${name} is missing`);
    view = lazyView(load);
    components.set(name, view);
  }
  return view;
}

/** Starts fetching a view's chunk before its route is drawn; the route's lazy view then finds it loaded or on its way. */
export function preloadView(component: string): void {
  void modules[`../../views/${normalizeComponent(component)}/index.tsx`]?.().catch(() => undefined);
}

export function viewElement(component: string): ReactElement {
  const name = hasView(component) ? normalizeComponent(component) : NOT_FOUND_SCREEN;
  return lazyElement(viewComponent(component), `view:${name}`);
}
