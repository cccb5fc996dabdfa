import type { TableProps } from 'antd';

export type SortOrder = 'ascend' | 'descend';

/** antd's sortOrder of a column from the list query: the one column sorted shows its arrow. */
export function sortOrderOf<F extends string>(query: { sort?: F | undefined; order?: SortOrder | undefined }) {
  return (field: F): SortOrder | null => (query.sort === field ? (query.order ?? null) : null);
}

/** A table header click as the list query's sort and order (from page 1); unknown columns clear the sort. */
export function onTableSort<R, F extends string>(sortable: ReadonlySet<string>, search: (change: { sort?: F; order?: SortOrder }) => void): TableProps<R>['onChange'] {
  return (_pagination, _filters, sorter, extra) => {
    if (extra.action !== 'sort') return;
    const one = Array.isArray(sorter) ? sorter[0] : sorter;
    // The column's key names the sort field (a column showing several fields has no single dataIndex).
    const key = one?.columnKey ?? one?.field;
    const field = typeof key === 'string' && sortable.has(key) ? (key as F) : undefined;
    const order = one?.order ?? undefined;
    search({ sort: order ? field : undefined, order: field ? order : undefined });
  };
}
