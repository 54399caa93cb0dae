import { describe, expect, it } from 'vitest';
import { diffSnapshots } from './diff';

describe('diffSnapshots', () => {
  it('marks the changed fields of an update and keeps the others', () => {
    const d = diffSnapshots(
      { id: 1, title: 'Old', status: 0 },
      { id: 1, title: 'New', status: 0, extra: [1] },
    );
    expect(d).toEqual([
      { field: 'id', before: '1', after: '1', changed: false },
      { field: 'title', before: 'Old', after: 'New', changed: true },
      { field: 'status', before: '0', after: '0', changed: false },
      { field: 'extra', before: null, after: '[\n  1\n]', changed: true },
    ]);
  });
  it('a create has no before, a delete no after: every field changed', () => {
    expect(diffSnapshots(null, { a: 'x' })).toEqual([
      { field: 'a', before: null, after: 'x', changed: true },
    ]);
    expect(diffSnapshots({ a: 'x' }, null)).toEqual([
      { field: 'a', before: 'x', after: null, changed: true },
    ]);
  });
  it('several rows compare as one value; nothing on either side gives no rows', () => {
    expect(diffSnapshots([{ a: 1 }], [{ a: 2 }])[0]).toMatchObject({ field: '*', changed: true });
    expect(diffSnapshots(null, null)).toEqual([]);
  });
});
