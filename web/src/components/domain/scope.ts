import type { DataScope, RegionNode } from '@ews/contract';
import { covers } from '@ews/contract/data-scope';
import { useEffect, useState } from 'react';
import { api } from '../../api/index.ts';
import { regionChoice } from './regions.ts';

/**
 * The signed-in user's data scope (profile/scope), asked afresh by each form that places records:
 * a jurisdiction changed meanwhile applies at the next form. Undefined until it has arrived, or
 * when it could not be asked (the server checks every save anyway).
 */
export function useDataScope(): DataScope | undefined {
  const [scope, setScope] = useState<DataScope>();
  useEffect(() => {
    let current = true;
    api.profileScope({}).then(
      (loaded) => {
        if (current) setScope(loaded);
      },
      () => undefined, // shown by the request wrapper
    );
    return () => {
      current = false;
    };
  }, []);
  return scope;
}

/** Whether a record created by `createdBy` may be placed at a region cascader path: the server's own check. */
export const mayPlaceAt = (scope: DataScope, path: readonly string[], createdBy: string) => covers(scope, { ...regionChoice(path), createdBy });

/**
 * The divisions of `tree` where a record created by `createdBy` may be placed, with the divisions
 * above them that lead there (a county's staff pick their province, prefecture, then county).
 */
export function regionsInScope(tree: readonly RegionNode[], scope: DataScope, createdBy: string, above: readonly string[] = []): RegionNode[] {
  if (scope.all) return [...tree];
  return tree.flatMap((node) => {
    const path = [...above, node.code];
    const children = regionsInScope(node.children, scope, createdBy, path);
    return children.length > 0 || mayPlaceAt(scope, path, createdBy) ? [{ ...node, children }] : [];
  });
}
