/**
 * Items sorted into named boards (lists, kanban columns, chosen tags): the moves a drag makes,
 * as plain functions over `{ board: itemIds }`. An id is either an item's or a board's (dropping
 * on a board itself, e.g. an empty column, puts the item at its end).
 */
export type Boards = Record<string, string[]>;

/** The board an item is in, or the board itself when `id` names one. */
export function boardOf(boards: Boards, id: string): string | undefined {
  if (Object.hasOwn(boards, id)) return id;
  return Object.keys(boards).find((board) => boards[board]!.includes(id));
}

/** Where `active` lands when it is over `over`: the board and the 0-based index. */
export function dropTarget(boards: Boards, active: string, over: string): { board: string; index: number } | undefined {
  const board = boardOf(boards, over);
  if (board === undefined) return undefined;
  const items = boards[board]!;
  if (board === over) return { board, index: items.includes(active) ? items.length - 1 : items.length };
  return { board, index: items.indexOf(over) };
}

/** `active` moved to where it is over `over`, within its board or into another; the boards unchanged when nothing moves. */
export function moveItem(boards: Boards, active: string, over: string): Boards {
  const from = boardOf(boards, active);
  const target = dropTarget(boards, active, over);
  if (from === undefined || target === undefined) return boards;
  const fromIndex = boards[from]!.indexOf(active);
  if (from === target.board && fromIndex === target.index) return boards;
  const left = boards[from]!.filter((id) => id !== active);
  const into = from === target.board ? left : boards[target.board]!;
  const placed = [...into.slice(0, target.index), active, ...into.slice(target.index)];
  return { ...boards, [from]: left, [target.board]: placed };
}

/** The 1-based position of an item in its board (0 when it is in none). */
export function positionOf(boards: Boards, id: string): number {
  const board = boardOf(boards, id);
  return board === undefined || board === id ? 0 : boards[board]!.indexOf(id) + 1;
}
