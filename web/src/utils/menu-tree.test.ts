import { describe, expect, it } from 'vitest';
import { ancestorsOf, descendantsOf, indexTree, linkedCheck, type TreeRow } from './menu-tree.ts';

const node = (menuId: number, ...children: TreeRow[]): TreeRow => ({ menuId, children });
// 1 Home (2 Dashboard, 3 Personal centre); 4 System (5 Users (6 add, 7 edit), 8 Roles); 9 all permissions
const tree = [node(1, node(2), node(3)), node(4, node(5, node(6), node(7)), node(8)), node(9)];
const index = indexTree(tree);

describe('menu tree checks', () => {
  it('indexes parents and children in tree order', () => {
    expect(index.ids).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(ancestorsOf(index, 6)).toEqual([5, 4]);
    expect(descendantsOf(index, 4).sort()).toEqual([5, 6, 7, 8]);
  });

  it('checking a button also checks its page and directory, nothing else', () => {
    expect(linkedCheck(index, [], 6, true)).toEqual([4, 5, 6]);
  });

  it('checking a page checks its buttons too', () => {
    expect(linkedCheck(index, [2], 5, true)).toEqual([2, 4, 5, 6, 7]);
  });

  it('unchecking an entry unchecks what is below it and keeps its ancestors', () => {
    expect(linkedCheck(index, [1, 2, 4, 5, 6, 7], 5, false)).toEqual([1, 2, 4]);
  });
});
