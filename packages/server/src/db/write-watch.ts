// Tells listeners after each statement that may have changed rows: inserts, updates, deletes,
// schema changes and raw statements other than a SELECT, through this process's Kysely instance
// (a transaction's statements included). The answer cache of the busiest reads (lib/public-cache.ts)
// forgets what it kept when one runs.
import type { KyselyPlugin, QueryId } from 'kysely';

export interface WriteWatch {
  plugin: KyselyPlugin;
  /** Calls `fn` after every write statement; returns the function that stops it. */
  onWrite(fn: () => void): () => void;
}

const READ = /^\s*(select|explain)\b/i;

export function writeWatch(): WriteWatch {
  const listeners = new Set<() => void>();
  const writes = new WeakSet<QueryId>();
  return {
    plugin: {
      transformQuery({ node, queryId }) {
        const read =
          node.kind === 'SelectQueryNode' ||
          (node.kind === 'RawNode' && READ.test(node.sqlFragments[0] ?? ''));
        if (!read) writes.add(queryId);
        return node;
      },
      // After the statement ran (it threw otherwise): its rows have changed, for this connection.
      async transformResult({ result, queryId }) {
        if (writes.has(queryId)) for (const fn of listeners) fn();
        return result;
      },
    },
    onWrite(fn) {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
  };
}
