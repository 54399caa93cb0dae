import { useCallback, useState } from 'react';

type Run = (task: () => Promise<unknown>, onError?: (e: unknown) => void) => Promise<void>;

/**
 * A busy flag (a button's loading) and the runner of its task: `run(task, onError)` raises the flag
 * while `task` runs. A failure goes to `onError`; without one it is dropped (the API client has
 * shown it to the user already).
 */
export function useBusy(): [busy: boolean, run: Run] {
  const [busy, setBusy] = useState(false);
  const run = useCallback<Run>(async (task, onError) => {
    setBusy(true);
    try {
      await task();
    } catch (e) {
      onError?.(e);
    } finally {
      setBusy(false);
    }
  }, []);
  return [busy, run];
}
