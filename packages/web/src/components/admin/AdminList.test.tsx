// The back-office list frame: the search box searches the trimmed text and goes back to page 1;
// a confirmed button acts only after the confirmation and not at all while disabled; a call that
// worked says so and refreshes the list's queries, a failed one does neither.
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { initI18n } from '../../i18n';
import { toast } from '../../utils/feedback';
import { ConfirmButton, PagedTable, fixedPages, useAct, useSearchedPages } from './AdminList';

initI18n('en-US');

describe('admin list frame', () => {
  it('searches the trimmed text and goes back to page 1', () => {
    const { result } = renderHook(() => useSearchedPages());
    act(() => result.current.setPage(3));
    act(() => result.current.searchBox.onChange({ target: { value: ' ab ' } } as never));
    expect(result.current.searchBox.value).toBe(' ab ');
    expect(result.current.search).toBe('');
    act(() => result.current.searchBox.onSearch(' ab '));
    expect(result.current.search).toBe('ab');
    expect(result.current.currentPage).toBe(1);
  });

  it('pages with one fixed size', () => {
    const onChange = vi.fn();
    expect(fixedPages(2, 10, 35, onChange)).toEqual({
      current: 2,
      pageSize: 10,
      total: 35,
      showSizeChanger: false,
      onChange,
    });
  });

  it('says the list failed instead of empty when its query failed', () => {
    const table = (isError: boolean) => (
      <PagedTable<{ id: number }>
        list={{ isFetching: false, isError, data: { records: [], total: 0 } }}
        empty="Nothing here"
        failed="Could not load"
        page={1}
        pageSize={10}
        onPage={() => {}}
        columns={[{ title: 'ID', dataIndex: 'id' }]}
      />
    );
    const { rerender } = render(table(false));
    expect(screen.getByText('Nothing here')).toBeTruthy();
    rerender(table(true));
    expect(screen.getByText('Could not load')).toBeTruthy();
    expect(screen.queryByText('Nothing here')).toBeNull();
  });

  it('acts only after the confirmation, and never while disabled', async () => {
    const onConfirm = vi.fn();
    const { rerender } = render(
      <ConfirmButton confirm="Sure?" tip="Delete" onConfirm={onConfirm} data-testid="go" />,
    );
    fireEvent.click(screen.getByTestId('go'));
    expect(onConfirm).not.toHaveBeenCalled();
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledTimes(1));

    rerender(<ConfirmButton confirm="Sure?" tip="Delete" onConfirm={onConfirm} disabled data-testid="go" />);
    expect((screen.getByTestId('go') as HTMLButtonElement).disabled).toBe(true);
  });

  it('says a call worked and refreshes its list; a failed call does neither', async () => {
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    // Not shown for real: antd's message renders in its own root after the test's DOM is gone.
    const success = vi.spyOn(toast, 'success').mockImplementation(() => undefined);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useAct(['admin', 'things']), { wrapper });

    await result.current(async () => undefined, 'Delete_successfully');
    expect(success).toHaveBeenCalledWith('Delete Successfully');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['admin', 'things'] });

    success.mockClear();
    invalidate.mockClear();
    await result.current(() => Promise.reject(new Error('refused')), 'Delete_successfully');
    expect(success).not.toHaveBeenCalled();
    expect(invalidate).not.toHaveBeenCalled();
  });
});
