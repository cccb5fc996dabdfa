import { DEFAULT_PAGE, PAGE_SIZES } from '@ews/contract/paging';
import { Pagination as AntPagination, ConfigProvider, type PaginationProps as AntPaginationProps } from 'antd';
import { cloneElement, isValidElement, useContext, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { scrollTo } from '../utils/scroll-to.ts';
import './list-page.css';

export interface PaginationProps {
  total: number;
  page: number;
  limit: number;
  onChange(page: number, limit: number): void;
  /** Scroll to the top (800 ms) after a change; on by default. */
  autoScroll?: boolean;
  hidden?: boolean;
  disabled?: boolean;
  testId?: string;
}

type ItemRender = NonNullable<AntPaginationProps['itemRender']>;

/**
 * The address shown with its `page` parameter set to `page`; drawn on the server (the list's first
 * rows, no window there), a query alone, which the browser reads against the page's own address.
 */
function pageHref(page: number): string {
  if (typeof window === 'undefined') return `?page=${page}`;
  const { pathname, search } = window.location;
  const params = new URLSearchParams(search);
  params.set('page', String(page));
  return `${pathname}?${params}`;
}

/**
 * The pager's previous and next buttons hold an arrow icon alone, decorative (icon-a11y.ts): they
 * take their name from antd's locale ('Previous Page', 'Página anterior', '前へ'), as their list
 * items' tooltips do. antd's page links (a page, the five-page jumps) are anchors without an
 * address, which no crawler or audit takes for a link: each gets the address of its page, and a
 * click stays the pager's, in the page. For antd's own pagers too (a Table's `pagination={{ itemRender }}`).
 */
export function usePagerItemRender(): ItemRender {
  const { locale } = useContext(ConfigProvider.ConfigContext);
  const names = { prev: locale?.Pagination?.prev_page ?? 'Previous Page', next: locale?.Pagination?.next_page ?? 'Next Page' };
  // The five-page jumps hold arrows alone: a link with an address needs a name of its own.
  const jumps: Partial<Record<string, string>> = { 'jump-prev': locale?.Pagination?.prev_5 ?? 'Previous 5 Pages', 'jump-next': locale?.Pagination?.next_5 ?? 'Next 5 Pages' };
  return (page, type, element) => {
    if ((type === 'prev' || type === 'next') && isValidElement<{ 'aria-label'?: string }>(element)) return cloneElement(element, { 'aria-label': names[type] });
    if (isValidElement<AnchorHTMLAttributes<HTMLAnchorElement>>(element) && element.type === 'a') {
      // Its list item is the pager's stop for Tab and Enter: the link is not a second one.
      return cloneElement(element, { href: pageHref(page), tabIndex: -1, onClick: (event: MouseEvent) => event.preventDefault(), 'aria-label': jumps[type] });
    }
    return element;
  };
}

/**
 * The pager under every list: total, sizes (the contract's, paging.ts), prev, pager, next and
 * jumper; after a page or size change the page scrolls back to the top.
 */
export function Pagination({ total, page, limit, onChange, autoScroll = true, hidden = false, disabled, testId = 'pagination' }: PaginationProps) {
  const { t } = useTranslation();
  const itemRender = usePagerItemRender();
  if (hidden) return null;
  return (
    <div className="list-pagination" data-testid={testId}>
      <AntPagination
        total={total}
        current={page}
        pageSize={limit}
        pageSizeOptions={[...PAGE_SIZES]}
        showSizeChanger
        showQuickJumper
        // antd names the size changer '页码' (page number) in Chinese: it chooses how many rows a page shows.
        locale={{ page_size: t('pagination.pageSize') }}
        itemRender={itemRender}
        showTotal={(count) => t('pagination.total', { total: count })}
        disabled={disabled}
        onChange={(nextPage, nextLimit) => {
          // A new page size starts again at page 1, so the rows shown are the first ones.
          onChange(nextLimit === limit ? nextPage : DEFAULT_PAGE, nextLimit);
          if (autoScroll) scrollTo(0);
        }}
      />
    </div>
  );
}
