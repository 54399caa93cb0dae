import { describe, expect, it } from 'vitest';
import { patchQuery } from './useUrlList';

describe('list query in the URL', () => {
  const q = (s: string) => new URLSearchParams(s);
  it('sets values, removes empty ones, and goes back to page 1 on a filter change', () => {
    const next = patchQuery(q('keyword=a&currentPage=3&onlyMine=true'), {
      keyword: 'b',
      onlyMine: false,
      oj: null,
    });
    expect(next.toString()).toBe('keyword=b');
    expect(patchQuery(q('a=1'), { b: '', c: undefined, d: 0 }).toString()).toBe('a=1&d=0');
  });
  it('keeps the page when paging or when told to', () => {
    expect(patchQuery(q('currentPage=3'), { currentPage: 4, limit: 30 }).toString()).toBe(
      'currentPage=4&limit=30',
    );
    expect(patchQuery(q('currentPage=3'), { tagId: '[1]' }, false).toString()).toBe(
      'currentPage=3&tagId=%5B1%5D',
    );
  });
});
