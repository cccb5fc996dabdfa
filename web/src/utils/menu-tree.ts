/** A node of a menu tree: an id, its children. */
export interface TreeRow {
  menuId: number;
  children: TreeRow[];
}

export interface TreeIndex {
  parentOf: Map<number, number>;
  childrenOf: Map<number, number[]>;
  /** Every id, parents before their children. */
  ids: number[];
}

export function indexTree(rows: readonly TreeRow[]): TreeIndex {
  const parentOf = new Map<number, number>();
  const childrenOf = new Map<number, number[]>();
  const ids: number[] = [];
  const walk = (nodes: readonly TreeRow[], parent: number | undefined) => {
    for (const node of nodes) {
      ids.push(node.menuId);
      if (parent !== undefined) parentOf.set(node.menuId, parent);
      childrenOf.set(
        node.menuId,
        node.children.map((child) => child.menuId),
      );
      walk(node.children, node.menuId);
    }
  };
  walk(rows, undefined);
  return { parentOf, childrenOf, ids };
}

export function descendantsOf(index: TreeIndex, id: number): number[] {
  const found: number[] = [];
  const stack = [...(index.childrenOf.get(id) ?? [])];
  while (stack.length > 0) {
    const next = stack.pop()!;
    found.push(next);
    stack.push(...(index.childrenOf.get(next) ?? []));
  }
  return found;
}

export function ancestorsOf(index: TreeIndex, id: number): number[] {
  const found: number[] = [];
  for (let parent = index.parentOf.get(id); parent !== undefined; parent = index.parentOf.get(parent)) found.push(parent);
  return found;
}

/**
 * Checking with parents and children linked: checking an entry checks everything below it and
 * the directories and pages above it (a granted button needs its page to be reachable);
 * unchecking an entry unchecks everything below it and leaves its ancestors as they are.
 * Returns the new checked ids in tree order.
 */
export function linkedCheck(index: TreeIndex, checked: Iterable<number>, id: number, check: boolean): number[] {
  const next = new Set(checked);
  if (check) {
    for (const other of [id, ...descendantsOf(index, id), ...ancestorsOf(index, id)]) next.add(other);
  } else {
    for (const other of [id, ...descendantsOf(index, id)]) next.delete(other);
  }
  return index.ids.filter((other) => next.has(other));
}
