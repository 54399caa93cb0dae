// The settings cards' read-only table: every item's label and value shown, in a bordered table
// whose long values wrap.
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { InfoTable } from './InfoTable';

describe('InfoTable', () => {
  it('shows each label with its value, bordered, long values wrapping', () => {
    const { container } = render(
      <InfoTable
        items={[
          { key: 'type', label: 'Type', children: 'PostgreSQL' },
          { key: 'url', label: 'URL', children: 'postgres://judge@db.example:5432/judge' },
        ]}
      />,
    );
    expect(screen.getByText('Type')).toBeTruthy();
    expect(screen.getByText('PostgreSQL')).toBeTruthy();
    expect(screen.getByText('postgres://judge@db.example:5432/judge')).toBeTruthy();
    const root = container.querySelector('.ant-descriptions') as HTMLElement;
    expect(root.className).toContain('ant-descriptions-bordered');
    expect(root.style.wordBreak).toBe('break-all');
  });
});
