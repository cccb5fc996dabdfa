import { DEFAULT_PAGE, PAGE_SIZES } from '@ews/contract/paging';
import { Pagination as AntPagination } from 'antd';
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

/**
 * The pager under every list: total, sizes (the contract's, paging.ts), prev, pager, next and
 * jumper; after a page or size change the page scrolls back to the top.
 */
export function Pagination({ total, page, limit, onChange, autoScroll = true, hidden = false, disabled, testId = 'pagination' }: PaginationProps) {
  const { t } = useTranslation();
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
