// A time shown short: relative by default, to the minute when asked; the full time on hover.
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import dayjs from 'dayjs';
import TimeTip from './TimeTip';

describe('TimeTip', () => {
  it('shows a time relative or to the minute, and the full time on hover', async () => {
    const at = dayjs().subtract(3, 'hour').second(7).format('YYYY-MM-DDTHH:mm:ss');
    render(
      <>
        <TimeTip at={at} className="x-time" />
        <TimeTip at={at} minutes />
      </>,
    );
    expect(screen.getByText(dayjs(at).fromNow()).className).toBe('x-time');
    fireEvent.mouseEnter(screen.getByText(dayjs(at).format('YYYY-MM-DD HH:mm')));
    expect(await screen.findByText(dayjs(at).format('YYYY-MM-DD HH:mm:ss'))).toBeTruthy();
  });
});
