import { DEFAULT_PAGE, PAGE_SIZES } from '@ews/contract/paging';
import { Pagination as AntPagination, ConfigProvider, type PaginationProps as AntPaginationProps } from 'antd';
import { cloneElement, isValidElement, useContext } from 'react';
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
 * The pager's previous and next buttons hold an arrow icon alone, decorative (icon-a11y.ts): they
 * take their name from antd's locale ('Previous Page', 'Página anterior', '前へ'), as their list
 * items' tooltips do. For antd's own pagers too (a Table's `pagination={{ itemRender }}`).
 */
export function usePagerItemRender(): ItemRender {
  const { locale } = useContext(ConfigProvider.ConfigContext);
  const names = { prev: locale?.Pagination?.prev_page ?? 'Previous Page', next: locale?.Pagination?.next_page ?? 'Next Page' };
  return (_page, type, element) => ((type === 'prev' || type === 'next') && isValidElement<{ 'aria-label'?: string }>(element) ? cloneElement(element, { 'aria-label': names[type] }) : element);
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
