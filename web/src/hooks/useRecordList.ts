import { App, Form, type TableProps } from 'antd';
import { cloneElement, isValidElement, useCallback, useEffect, useMemo, useRef, useState, type Key, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { api, type RequestOptions } from '../api/index.ts';
import { onLiveChange } from '../api/live.ts';
import { announceChange, useReloadOnChange } from './record-changes.ts';
import type { ListQueryOf, ResourceSpec, RowOf } from './resource.ts';
import { useAuth } from './useAuth.ts';
import { useConfirm } from './useConfirm.ts';
import { usePagedList, type PageQuery } from './usePagedList.ts';
import { readViewQuery, saveViewQuery } from '../utils/saved-query.ts';

type Call = (input: unknown, options?: RequestOptions) => Promise<unknown>;
const call = (name: string): Call => (api as unknown as Record<string, Call>)[name]!;

export type SortOrder = 'ascend' | 'descend';

/** The query keys that are not filters: the filter form's reset keeps them (the page goes back to 1). */
const NOT_FILTERS = new Set(['page', 'limit', 'sort', 'order']);

/** The filter form's values as filters: text trimmed, blank and null as no filter. */
function plainFilters(values: object): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => {
      const trimmed = typeof value === 'string' ? value.trim() : value;
      return [key, trimmed === '' || trimmed === null ? undefined : trimmed];
    }),
  );
}

/**
 * One page of rows, or (a resource listed whole) every row in one answer: the paging keys are not
 * sent then, and the answer counts as one page.
 */
async function loadRows<Row>(resource: ResourceSpec, query: PageQuery): Promise<{ list: Row[]; total: number }> {
  if (resource.list) return call(resource.list)(query) as Promise<{ list: Row[]; total: number }>;
  if (!resource.listAll) throw new Error(`${resource.name}: no list endpoint`);
  const { page: _page, limit: _limit, ...filters } = query;
  const rows = (await call(resource.listAll)(filters)) as Row[];
  return { list: rows, total: rows.length };
}

export interface RecordListOptions<R extends ResourceSpec, F extends object> {
  /** Filters (and sort) the list opens with. */
  initial?: Partial<ListQueryOf<R>>;
  /** The filter form's values as the list query's filters; by default as they are (text trimmed, blanks dropped). */
  toFilters?: (values: F) => Partial<ListQueryOf<R>>;
  /** The columns (by key) a header click sorts the list by. */
  sortable?: readonly string[];
  /** The delete confirmation for these rows. */
  confirmDelete?: (rows: RowOf<R>[]) => { title: ReactNode; content?: ReactNode };
  /** Rows that may not be selected for a delete (your own account, the super role). */
  selectable?: (row: RowOf<R>) => boolean;
}

/**
 * A record list driven by its resource descriptor, as ra-core's useListController or refine's
 * useTable: the server-paged rows of the query (filters, sort, page), the filter form, the table's
 * sorting and selection, deleting rows after a confirmation, and reloading when a form elsewhere
 * saved a record of the resource (or, for a resource with a `liveTopic`, when anyone changed one). Selection and delete are offered only to holders of the
 * resource's delete permission; a resource deleted one record at a time offers no selection.
 */
export function useRecordList<R extends ResourceSpec, F extends object = Record<string, unknown>>(resource: R, options: RecordListOptions<R, F> = {}) {
  type Row = RowOf<R>;
  type Query = ListQueryOf<R> & PageQuery;
  const { initial = {}, toFilters = plainFilters as unknown as (values: F) => Partial<ListQueryOf<R>>, sortable, confirmDelete, selectable } = options;
  const { t } = useTranslation();
  const { message } = App.useApp();
  const confirm = useConfirm();
  const { hasPermission } = useAuth();
  const [filterForm] = Form.useForm<F>();
  // A reload finds the list as it was left: its filters, sort and page, kept under '{path}_queryParams'.
  const { pathname } = useLocation();
  const [restored] = useState(() => readViewQuery<Query, Partial<F>>(pathname));

  const load = useCallback((query: Query) => loadRows<Row>(resource, query), [resource]);
  const paged = usePagedList<Query, Row>(load, restored?.query ?? (initial as Omit<Query, 'page' | 'limit'>));
  const { query, list, search, refresh } = paged;
  useReloadOnChange(resource.name, refresh);
  const { liveTopic } = resource;
  useEffect(() => (liveTopic ? onLiveChange([liveTopic], refresh) : undefined), [liveTopic, refresh]);
  const [searched, setSearched] = useState<Partial<F>>(() => restored?.filters ?? {});
  useEffect(() => {
    if (restored) filterForm.setFieldsValue(restored.filters as Parameters<typeof filterForm.setFieldsValue>[0]);
  }, [restored, filterForm]);
  // Written once the user has searched, sorted or paged: a list opened and left as it came keeps nothing.
  const openedWith = useRef(query);
  useEffect(() => {
    if (query !== openedWith.current) saveViewQuery(pathname, { query, filters: searched });
  }, [pathname, query, searched]);

  const idOf = useCallback((row: Row) => (row as Record<string, unknown>)[resource.id] as number, [resource.id]);
  const [selected, setSelected] = useState<number[]>([]);
  const deletePermission = resource.delete ? resource.permissions.delete : undefined;
  const canDelete = Boolean(deletePermission && hasPermission([deletePermission]));
  const canSelect = canDelete && !resource.deletesOne;
  const selectedRows = useMemo(() => list.filter((row) => selected.includes(idOf(row))), [list, selected, idOf]);

  function onSearch(values: F) {
    setSearched(values);
    search(toFilters(values) as Partial<Omit<Query, 'page' | 'limit'>>);
  }

  function onReset() {
    filterForm.resetFields();
    setSearched({});
    const cleared = Object.fromEntries(Object.keys(query).filter((key) => !NOT_FILTERS.has(key)).map((key) => [key, undefined]));
    search(cleared as Partial<Omit<Query, 'page' | 'limit'>>);
  }

  /** Asks, then deletes `rows`; the lists of the resource reload. */
  function remove(rows: Row[]) {
    if (rows.length === 0 || !resource.delete) return;
    const deleteCall = call(resource.delete);
    const ids = rows.map(idOf);
    confirm({
      ...(confirmDelete ? confirmDelete(rows) : { title: t('common.deleteSelected') }),
      danger: true,
      onOk: async () => {
        if (resource.deletesOne) {
          for (const id of ids) await deleteCall({ [resource.id]: id });
        } else {
          await deleteCall({ ids: ids.join(',') });
        }
        void message.success(t('common.deleted'));
        setSelected((previous) => previous.filter((id) => !ids.includes(id)));
        // Every list of the resource reloads, this one too (a screen may show it twice: the menu tree and its parent picker).
        announceChange(resource.name);
      },
    });
  }

  /** antd's sort arrow of a column: the one column the list is sorted by shows it. */
  const sortOrder = (key: string): SortOrder | null => {
    const sorted = query as { sort?: string; order?: SortOrder };
    return sorted.sort === key ? (sorted.order ?? null) : null;
  };

  const onTableChange: TableProps<Row>['onChange'] = (_pagination, _filters, sorter, extra) => {
    if (extra.action !== 'sort' || !sortable) return;
    const one = Array.isArray(sorter) ? sorter[0] : sorter;
    // The column's key names the sort field (a column showing several fields has no single dataIndex).
    const key = one?.columnKey ?? one?.field;
    const field = typeof key === 'string' && sortable.includes(key) ? key : undefined;
    const order = one?.order ?? undefined;
    search({ sort: order ? field : undefined, order: field ? order : undefined } as unknown as Partial<Omit<Query, 'page' | 'limit'>>);
  };

  const tableProps: TableProps<Row> = {
    rowKey: resource.id as keyof Row & string,
    dataSource: list,
    loading: paged.loading,
    // Until the first answer, the table waits for its rows: it says so, not that there are none.
    ...(paged.answered ? {} : { locale: { emptyText: t('app.loading') } }),
    pagination: false,
    scroll: { x: 'max-content' },
    ...(sortable ? { onChange: onTableChange } : {}),
    rowSelection: canSelect
      ? {
          selectedRowKeys: selected,
          onChange: (keys: Key[]) => setSelected(keys.map(Number)),
          // antd names its selection boxes in English only ('Select all', 'Select row 3'): named here in the reader's language.
          columnTitle: (box: ReactNode) => (isValidElement(box) ? cloneElement(box as ReactElement<{ 'aria-label'?: string }>, { 'aria-label': t('common.selectAll') }) : box),
          getCheckboxProps: (row: Row) => ({ 'aria-label': t('common.selectRow', { row: list.indexOf(row) + 1 }), ...(selectable ? { disabled: !selectable(row) } : {}) }),
        }
      : undefined,
  };

  const { add } = resource.permissions;
  return {
    ...paged,
    selectedRows,
    remove,
    sortOrder,
    canDelete,
    /** The filter form's values of the last search: for filters the screen applies to the rows itself. */
    searched,
    /** For the antd filter Form: its instance and Search. */
    /** For the filter Form; its `name` prefixes the fields' ids, which a record form of the same fields, open in another tab, would repeat. */
    filterProps: { name: `${resource.name}-filter`, form: filterForm, onFinish: onSearch },
    onReset,
    /** For the antd Table: rows, id, loading, sorting and (for those who may delete) selection. */
    tableProps,
    /** For Pagination. */
    paginationProps: { total: paged.total, page: query.page, limit: query.limit, onChange: paged.setPage },
    /** For RecordToolbar: add (given what it opens), delete selected, refresh. */
    toolbar: (onAdd?: () => void) => ({
      ...(onAdd && add ? { add: { permission: add, onClick: onAdd } } : {}),
      ...(deletePermission && !resource.deletesOne ? { deleteSelected: { permission: deletePermission, selectedCount: selectedRows.length, onClick: () => remove(selectedRows) } } : {}),
      onRefresh: refresh,
    }),
  };
}
