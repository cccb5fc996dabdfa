import type { TableColumnType } from 'antd';
import { useState, type HTMLAttributes, type ReactNode } from 'react';
import { useAppStore } from '../stores/app.ts';
import { useUserStore } from '../stores/user.ts';
import { loadHidden, saveHidden } from '../utils/column-layouts.ts';

/**
 * A list column with a key the layout is remembered by. An essential column is always shown (the
 * chooser does not offer it); the others can be hidden by the user.
 */
export interface ListColumn<T> extends Omit<TableColumnType<T>, 'key' | 'title'> {
  key: string;
  title: string;
  essential?: boolean;
  /** The widest the cell grows, in px: longer text ends in an ellipsis and shows whole on hover. */
  clip?: number;
  /** The widest the cell grows, in px: longer text wraps onto more lines. */
  wrap?: number;
}

/**
 * A column's cells held to `width`, clipped to one line or wrapped. A max-width on the content,
 * not on the cell: the table lays out automatically (so that headers and numbers take what they
 * need), and that layout ignores the widths of cells.
 */
function bounded<T>(column: TableColumnType<T>, width: number, overflow: 'clip' | 'wrap'): NonNullable<TableColumnType<T>['render']> {
  return (value: unknown, record: T, index: number) => {
    const content = column.render ? column.render(value, record, index) : (value as ReactNode);
    const title = overflow === 'clip' && typeof content === 'string' ? content : undefined;
    return (
      <span className={`cell-${overflow}`} style={{ maxWidth: width }} title={title}>
        {content as ReactNode}
      </span>
    );
  };
}

export interface ColumnLayout<T> {
  /** The columns to give the table: the shown ones, each header marked with `data-column`. */
  shown: TableColumnType<T>[];
  /** The columns the user may hide, with their titles, for the chooser. */
  optional: { key: string; title: string }[];
  hidden: readonly string[];
  setHidden(keys: string[]): void;
}

/**
 * The columns of list `list` as this user last laid them out: the hidden ones are remembered per
 * user in this browser, so that each person sharing a station keeps their own.
 */
export function useColumnLayout<T>(list: string, columns: ListColumn<T>[]): ColumnLayout<T> {
  const username = useUserStore((state) => state.username);
  // A phone has no room for columns pinned at both edges: the whole table scrolls instead.
  const pinned = useAppStore((state) => state.device) === 'desktop';
  const [layout, setLayout] = useState(() => ({ username, hidden: loadHidden(username, list) }));
  // Another user signing in on this kept-alive view reads their own layout.
  const hidden = layout.username === username ? layout.hidden : loadHidden(username, list);
  if (layout.username !== username) setLayout({ username, hidden });

  const shown = columns
    .filter((column) => column.essential || !hidden.includes(column.key))
    .map(({ essential: _essential, clip, wrap, fixed, ...column }) => ({
      ...column,
      ...(pinned && fixed ? { fixed } : {}),
      ...(clip ? { render: bounded(column, clip, 'clip') } : wrap ? { render: bounded(column, wrap, 'wrap') } : {}),
      // The header wraps within the same bound: a long title in a long language (Spanish's) widened the column past it.
      ...(clip || wrap ? { title: <span className="cell-wrap" style={{ maxWidth: clip ?? wrap }}>{column.title as ReactNode}</span> } : {}),
      onHeaderCell: () => ({ 'data-column': column.key }) as HTMLAttributes<HTMLElement>,
    }));
  return {
    shown,
    optional: columns.filter((column) => !column.essential).map(({ key, title }) => ({ key, title })),
    hidden,
    setHidden(keys) {
      setLayout({ username, hidden: keys });
      saveHidden(username, list, keys);
    },
  };
}
