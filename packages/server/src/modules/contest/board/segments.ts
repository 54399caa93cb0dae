// The time windows of a contest board and the cell row type: what cells.ts writes and ranking.ts
// reads (kept apart so that neither imports the other).
import { readBool, readTime } from '../../../db/columns.js';
import type { ContestRow } from '../../../db/rows.js';
import type { ContestBoardCellTable } from '../../../db/types.js';

/** Time windows of a contest: a record's segment decides in which views it counts. */
export const Segment = { BEFORE_SEAL: 0, SEALED: 1, AFTER_END: 2 } as const;

export interface BoardBounds {
  start: number;
  /** When the board seals (epoch ms); the end when the contest has no seal. */
  seal: number;
  end: number;
}

export function boardBoundsOf(
  c: Pick<ContestRow, 'start_time' | 'end_time' | 'seal_rank' | 'seal_rank_time'>,
): BoardBounds {
  const start = readTime(c.start_time)!.getTime();
  const end = readTime(c.end_time)!.getTime();
  const sealAt = readBool(c.seal_rank) && c.seal_rank_time ? readTime(c.seal_rank_time)!.getTime() : end;
  return { start, end, seal: Math.min(Math.max(sealAt, start), end) };
}

/** The segment of a submission made at `t` (epoch ms); null before the start (never on a board). */
export function segmentOf(b: BoardBounds, t: number): number | null {
  if (t < b.start) return null;
  if (t >= b.end) return Segment.AFTER_END;
  return t >= b.seal ? Segment.SEALED : Segment.BEFORE_SEAL;
}

/** One (contest, user, problem, segment) cell. */
export type Cell = ContestBoardCellTable;
