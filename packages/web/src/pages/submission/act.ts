import type { Submission } from '../../api/submission';
import { toast } from '../../utils/feedback';

/**
 * Runs an action on a submission (rejudge, resubmit, manual judge, cancel): on success it says so
 * and hands on the updated submission; a failure was already shown by the HTTP client.
 */
export function act(call: Promise<Submission>, message: string, onDone: (s: Submission) => void): void {
  void call.then((s) => {
    toast.success(message);
    onDone(s);
  });
}
