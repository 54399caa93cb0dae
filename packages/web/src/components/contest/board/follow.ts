// Followed users of a board (hoj-ui §1.7: localStorage hojContestRankConcerned_<cid>): their uids
// go to the server as concernedList, which pins their rows under the viewer's own.
import { useCallback, useState } from 'react';

const key = (cid: number) => `hojContestRankConcerned_${cid}`;

function read(cid: number): string[] {
  try {
    const v: unknown = JSON.parse(localStorage.getItem(key(cid)) ?? '[]');
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

export function useFollowed(cid: number) {
  const [list, setList] = useState<string[]>(() => read(cid));
  const toggle = useCallback(
    (uid: string) =>
      setList((cur) => {
        const next = cur.includes(uid) ? cur.filter((u) => u !== uid) : [...cur, uid];
        localStorage.setItem(key(cid), JSON.stringify(next));
        return next;
      }),
    [cid],
  );
  return { followed: list, toggle };
}
