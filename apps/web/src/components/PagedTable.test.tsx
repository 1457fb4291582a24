import { useEffect } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { usePaging, type Paging } from '@/hooks/usePaging';
import { PagedTable, type PagedResult } from './PagedTable';

interface Row {
  id: string;
  name: string;
}

const rows = (count: number, from = 0): Row[] =>
  Array.from({ length: count }, (_, i) => ({ id: String(from + i), name: `行 ${from + i}` }));

function Harness({
  result,
  onPaging,
}: {
  result: PagedResult<Row>;
  onPaging: (paging: Paging) => void;
}) {
  const paging = usePaging(2);
  useEffect(() => {
    onPaging(paging);
  });
  return (
    <PagedTable
      columns={[{ title: '名称', dataIndex: 'name' }]}
      result={result}
      paging={paging}
      searchPlaceholder="搜索名称"
      scrollX={400}
      texts={{ empty: '什么也没有', loadFailed: '读不出来', total: (count) => `共 ${count} 行` }}
    />
  );
}

const ok = (list: Row[], total: number): PagedResult<Row> => ({
  data: { list, total },
  isError: false,
  isFetching: false,
  refetch: vi.fn(),
});

describe('PagedTable', () => {
  it('says "nothing here" only once it knows: a spinner alone while rows are on their way', () => {
    const loading: PagedResult<Row> = { ...ok([], 0), data: undefined, isFetching: true };
    const { rerender, container } = render(<Harness result={loading} onPaging={() => {}} />);
    expect(screen.queryByText('什么也没有')).toBeNull();
    expect(container.querySelector('.arco-spin-loading')).toBeTruthy();

    rerender(<Harness result={ok([], 0)} onPaging={() => {}} />);
    expect(screen.getByText('什么也没有')).toBeTruthy();
    expect(container.querySelector('.arco-spin-loading')).toBeNull();
  });

  it('shows a page of rows with the total, and pages through offset/limit', async () => {
    let paging: Paging | undefined;
    const user = userEvent.setup();
    render(<Harness result={ok(rows(2), 5)} onPaging={(p) => (paging = p)} />);

    expect(screen.getByText('行 0')).toBeTruthy();
    expect(screen.getByText('共 5 行')).toBeTruthy();
    expect(paging).toMatchObject({ page: 1, offset: 0, limit: 2 });

    await user.click(screen.getByText('3'));
    expect(paging).toMatchObject({ page: 3, offset: 4, limit: 2 });
  });

  it('goes back to the last page that has rows when the rows of the page it shows are gone', async () => {
    let paging: Paging | undefined;
    const user = userEvent.setup();
    const { rerender } = render(
      <Harness result={ok(rows(1, 4), 5)} onPaging={(p) => (paging = p)} />,
    );
    await user.click(screen.getByText('3'));
    expect(paging?.page).toBe(3);
    // Its one row was deleted: the server now has 4 rows, on two pages.
    rerender(<Harness result={ok([], 4)} onPaging={(p) => (paging = p)} />);
    expect(paging?.page).toBe(2);
  });

  it('sends the keyword once typing pauses, from the first page again', async () => {
    let paging: Paging | undefined;
    const user = userEvent.setup();
    render(<Harness result={ok(rows(2), 5)} onPaging={(p) => (paging = p)} />);
    await user.click(screen.getByText('2'));
    expect(paging?.page).toBe(2);

    await user.type(screen.getByPlaceholderText('搜索名称'), ' 张三 ');
    expect(paging).toMatchObject({ page: 1, keyword: ' 张三 ', q: '' });
    await waitFor(() => expect(paging?.q).toBe('张三'));
  });

  it('says when there is nothing, and offers a retry when the load failed', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Harness result={ok([], 0)} onPaging={() => {}} />);
    expect(screen.getByText('什么也没有')).toBeTruthy();

    const failed: PagedResult<Row> = { isError: true, isFetching: false, refetch: vi.fn() };
    rerender(<Harness result={failed} onPaging={() => {}} />);
    expect(screen.getByText('读不出来')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(failed.refetch).toHaveBeenCalledOnce();
  });
});
