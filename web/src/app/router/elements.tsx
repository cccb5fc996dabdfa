import type { ReactElement } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import type { RouteNode, RouteView } from '../route-table.ts';
import { mainLayout, subLayout } from './lazy.tsx';
import { viewElement } from './views.tsx';

function elementOf(view: RouteView): ReactElement {
  switch (view.kind) {
    case 'main-layout':
      return mainLayout();
    case 'sub-layout':
      return subLayout();
    case 'screen':
      return viewElement(view.component);
    case 'redirect':
      return <Navigate to={view.to} replace />;
  }
}

function toRouteObject(route: RouteNode): RouteObject {
  const { path, handle, view } = route;
  const element = view && elementOf(view);
  if (route.index) return { index: true, path, handle, element };
  return { path, handle, element, children: route.children?.map(toRouteObject) };
}

const routeObjects = new WeakMap<RouteNode[], RouteObject[]>();

/** The react-router routes of a route table, each view's element made once per table. */
export function routesOf(table: RouteNode[]): RouteObject[] {
  let routes = routeObjects.get(table);
  if (!routes) {
    routes = table.map(toRouteObject);
    routeObjects.set(table, routes);
  }
  return routes;
}
