import { toast } from './feedback';

/** Copies text to the clipboard with the spec's toasts. */
export async function copyText(text: string, t: (k: string) => string) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(t('Copied_successfully'));
  } catch {
    toast.error(t('Copied_failed'));
  }
}
