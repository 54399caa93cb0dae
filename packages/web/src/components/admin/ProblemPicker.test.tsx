// The shared "Add From Public Problem" picker: it reads the first page with no keyword, a search
// reads the trimmed keyword from page 1, a row's Add hands that row to the caller, and the test ids
// carry the caller's prefix (the e2e specs find the contest's and the training's pickers by them).
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { initI18n } from '../../i18n';
import { ProblemPicker } from './ProblemPicker';
import type { ListQuery } from './AdminList';

initI18n('en-US');

const ROWS = [
  { id: 1, problemId: 'P1000', title: 'A+B' },
  { id: 2, problemId: 'P1001', title: 'Sort' },
];

function setup(testPrefix?: string) {
  const read = vi.fn(async (q: ListQuery) => ({
    records: ROWS.filter((r) => !q.keyword || r.problemId === q.keyword),
    total: 2,
  }));
  const onPick = vi.fn(async () => undefined);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ProblemPicker<(typeof ROWS)[number]>
        queryKey={['test', 'picker']}
        read={read}
        columns={[{ title: 'Title', dataIndex: 'title' }]}
        onPick={onPick}
        onClose={() => {}}
        searchPlaceholder="Search"
        testPrefix={testPrefix}
      />
    </QueryClientProvider>,
  );
  return { read, onPick };
}

describe('problem picker', () => {
  it('searches the trimmed keyword from page 1 and adds the row picked', async () => {
    const { read, onPick } = setup();
    await screen.findByTestId('pick-P1001');
    expect(read).toHaveBeenCalledWith({ currentPage: 1, limit: 10, keyword: undefined });

    const box = screen.getByTestId('picker-search').querySelector('input')!;
    fireEvent.change(box, { target: { value: ' P1000 ' } });
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(screen.queryByTestId('pick-P1001')).toBeNull());
    expect(read).toHaveBeenLastCalledWith({ currentPage: 1, limit: 10, keyword: 'P1000' });

    fireEvent.click(screen.getByTestId('pick-P1000'));
    expect(onPick).toHaveBeenCalledWith(ROWS[0]);
  });

  it('puts the caller prefix before its test ids', async () => {
    setup('tp-');
    expect(await screen.findByTestId('tp-pick-P1000')).toBeTruthy();
    expect(screen.getByTestId('tp-picker-search')).toBeTruthy();
  });
});
