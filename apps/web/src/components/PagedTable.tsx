import { useEffect, type ReactNode } from 'react';
import { Input, Space, Table, Typography } from '@arco-design/web-react';
import type { TableColumnProps } from '@arco-design/web-react';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import '@arco-design/web-react/es/Table/style/css.js';
import '@arco-design/web-react/es/Typography/style/css.js';
import type { Paging } from '@/hooks/usePaging';
import { LoadFailed } from './LoadFailed';
import styles from './PagedTable.module.css';

/** What a `{ list, total }` list query gives the table (a react-query result fits). */
export interface PagedResult<Row> {
  data?: { list: Row[]; total: number } | undefined;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

interface Props<Row> {
  columns: TableColumnProps<Row>[];
  result: PagedResult<Row>;
  paging: Paging;
  texts: { empty: string; loadFailed: string; total: (count: number) => string };
  /** A search box above the table, bound to `paging.keyword`. */
  searchPlaceholder?: string;
  /** Filters above the table; call `paging.restart()` when they change. */
  filters?: ReactNode;
  /** The width below which the table scrolls sideways. */
  scrollX: number;
  rowKey?: string;
}

/**
 * A server-paged, searchable table: offset/limit/keyword in `paging`, the total beside the
 * pager, an empty text, and a failed load shown with a retry instead of the rows.
 */
export function PagedTable<Row extends object>({
  columns,
  result,
  paging,
  texts,
  searchPlaceholder,
  filters,
  scrollX,
  rowKey = 'id',
}: Props<Row>) {
  // The last rows of the last page went (deleted here or by someone else): show the new last page.
  const data = result.data;
  const { page, limit, setPage } = paging;
  useEffect(() => {
    if (data && data.list.length === 0 && data.total > 0 && page > 1)
      setPage(Math.ceil(data.total / limit));
  }, [data, page, limit, setPage]);
  return (
    <Space direction="vertical" size="medium" style={{ width: '100%' }}>
      {searchPlaceholder ? (
        <Input.Search
          allowClear
          className={styles.search}
          value={paging.keyword}
          onChange={paging.setKeyword}
          placeholder={searchPlaceholder}
        />
      ) : null}
      {filters}
      {result.isError ? (
        <LoadFailed message={texts.loadFailed} onRetry={() => void result.refetch()} />
      ) : (
        <Table
          className={styles.table}
          rowKey={rowKey}
          columns={columns}
          data={result.data?.list ?? []}
          loading={result.isFetching}
          pagination={{
            current: paging.page,
            pageSize: paging.limit,
            total: result.data?.total ?? 0,
            onChange: paging.setPage,
            size: 'small',
            showTotal: (total) => (
              <Typography.Text type="secondary">{texts.total(total)}</Typography.Text>
            ),
          }}
          scroll={{ x: scrollX }}
          // While rows are on their way there is nothing to say yet: the spinner alone, never
          // over "nothing here".
          noDataElement={result.isFetching ? <div className={styles.waiting} /> : texts.empty}
          border={false}
        />
      )}
    </Space>
  );
}
