// A table column of one on/off switch a row, flipped in place: a contest's or training's
// visibility, a report's "handled", a discussion's Top and Shown. The moderation and back-office
// tables all render it the same way (a small Switch that calls at once), so it is written once.
import type { ReactNode } from 'react';
import { Switch, type TableColumnType } from 'antd';

export function switchColumn<T extends object, K extends keyof T & string>(o: {
  title: ReactNode;
  dataIndex: K;
  width: number;
  /** Whether the switch is on; by default the field itself. */
  on?: (value: T[K]) => boolean;
  set: (row: T, on: boolean) => unknown;
  disabled?: (row: T) => boolean;
  testId: (row: T) => string;
}): TableColumnType<T> {
  return {
    title: o.title,
    dataIndex: o.dataIndex,
    width: o.width,
    render: (v: T[K], row: T) => (
      <Switch
        size="small"
        checked={o.on ? o.on(v) : Boolean(v)}
        disabled={o.disabled?.(row)}
        onChange={(on) => void o.set(row, on)}
        data-testid={o.testId(row)}
      />
    ),
  };
}
