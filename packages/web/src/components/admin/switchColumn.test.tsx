// The switch column: on as the row's field says (or as `on` reads it), flipping calls `set` with
// the row and the new state at once, and a disabled row's switch does nothing.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { Table } from 'antd';
import { switchColumn } from './switchColumn';

interface Row {
  id: number;
  shown: number;
  top: boolean;
}

describe('switch column', () => {
  it('shows and flips a row flag', () => {
    const setTop = vi.fn();
    const setShown = vi.fn();
    render(
      <Table<Row>
        rowKey="id"
        pagination={false}
        dataSource={[
          { id: 1, shown: 0, top: false },
          { id: 2, shown: 1, top: true },
        ]}
        columns={[
          switchColumn({
            title: 'Top',
            dataIndex: 'top',
            width: 80,
            set: setTop,
            testId: (r) => `top-${r.id}`,
          }),
          switchColumn({
            title: 'Shown',
            dataIndex: 'shown',
            width: 80,
            on: (v) => v === 0,
            set: setShown,
            disabled: (r) => r.id === 2,
            testId: (r) => `shown-${r.id}`,
          }),
        ]}
      />,
    );
    const checked = (id: string) => screen.getByTestId(id).getAttribute('aria-checked');
    expect([checked('top-1'), checked('top-2'), checked('shown-1'), checked('shown-2')]).toEqual([
      'false',
      'true',
      'true',
      'false',
    ]);
    fireEvent.click(screen.getByTestId('top-1'));
    expect(setTop).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }), true);
    fireEvent.click(screen.getByTestId('shown-1'));
    expect(setShown).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }), false);
    fireEvent.click(screen.getByTestId('shown-2'));
    expect(setShown).toHaveBeenCalledTimes(1);
  });
});
