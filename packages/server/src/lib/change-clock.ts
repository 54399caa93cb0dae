// A counter of "rows may have changed": it moves forward after every write statement of this
// process (`onWrite`: db/write-watch.ts; the in-process judge's steps and verdicts are such writes,
// and so are a remote worker's reports, written by the server it reports to) and, in scaled mode,
// when another server says it wrote (`changes`, a fanout channel through Redis). What is read at
// generation G and kept is current while the clock still says G: the anonymous answer cache
// (lib/public-cache.ts) and the session memo of authentication (lib/auth) keep what they read with
// the generation read before it.
import type { Fanout } from './fanout.js';

/** The fanout key of "something was written" (lib/fanout.ts). */
export const CHANGED = 'changed';

export interface ChangeClock {
  generation(): number;
  close(): void;
}

export function changeClock(o: {
  /** Registers a listener of this process's write statements (Database.onWrite). */
  onWrite: (fn: () => void) => () => void;
  /** Scaled mode: the channel on which servers say they wrote (heard from others, told to others). */
  changes?: Fanout | null;
}): ChangeClock {
  let generation = 0;
  // Other servers hear of a burst of writes once: one publish per turn of the event loop.
  let publishing = false;
  const publish = () => {
    publishing = false;
    o.changes?.publish(CHANGED);
  };
  const offWrites = o.onWrite(() => {
    generation++;
    if (o.changes && !publishing) {
      publishing = true;
      setImmediate(publish);
    }
  });
  const offChanges = o.changes?.subscribe(CHANGED, () => {
    generation++;
  });
  return {
    generation: () => generation,
    close() {
      offWrites();
      offChanges?.();
    },
  };
}
