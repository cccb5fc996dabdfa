import { describe, expect, it } from 'vitest';
import { boardOf, dropTarget, moveItem, positionOf, type Boards } from './boards.ts';

const boards: Boards = { todo: ['a', 'b', 'c'], done: ['d'], empty: [] };

describe('the moves of a drag between boards', () => {
  it('finds an item’s board, and a board by its own id', () => {
    expect(boardOf(boards, 'b')).toBe('todo');
    expect(boardOf(boards, 'done')).toBe('done');
    expect(boardOf(boards, 'nowhere')).toBeUndefined();
  });

  it('reorders within a board as the item is carried over another', () => {
    expect(moveItem(boards, 'a', 'c').todo).toEqual(['b', 'c', 'a']);
    expect(moveItem(boards, 'c', 'a').todo).toEqual(['c', 'a', 'b']);
  });

  it('moves an item into another board before the item it is over, or at the end of the board itself', () => {
    expect(moveItem(boards, 'b', 'd')).toEqual({ todo: ['a', 'c'], done: ['b', 'd'], empty: [] });
    expect(moveItem(boards, 'b', 'empty')).toEqual({ todo: ['a', 'c'], done: ['d'], empty: ['b'] });
    expect(moveItem(boards, 'a', 'todo').todo).toEqual(['b', 'c', 'a']);
  });

  it('leaves the boards as they are when nothing moves', () => {
    expect(moveItem(boards, 'b', 'b')).toBe(boards);
    expect(moveItem(boards, 'c', 'todo')).toBe(boards);
    expect(moveItem(boards, 'x', 'a')).toBe(boards);
  });

  it('says where a drop lands and the position of an item', () => {
    expect(dropTarget(boards, 'a', 'done')).toEqual({ board: 'done', index: 1 });
    expect(dropTarget(boards, 'a', 'c')).toEqual({ board: 'todo', index: 2 });
    expect(positionOf(boards, 'c')).toBe(3);
    expect(positionOf(boards, 'todo')).toBe(0);
  });
});
