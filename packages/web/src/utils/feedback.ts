import { message, notification } from 'antd';
import i18n from '../i18n';
import { MOBILE_MAX_WIDTH, NOTIFICATION_SECONDS, TOAST_SECONDS } from '../constants';

// Toasts: top-centre, 4 s, one at a time (hoj-ui §0).
message.config({ top: 60, duration: TOAST_SECONDS, maxCount: 1 });
notification.config({ top: 50, placement: 'topRight' });

export const isMobile = () => typeof window !== 'undefined' && window.innerWidth < MOBILE_MAX_WIDTH;

export const toast = {
  success: (text: string) => void message.success(text),
  error: (text: string) => void message.error(text),
  warning: (text: string) => void message.warning(text),
  info: (text: string) => void message.info(text),
};

/** Error toast plus, on non-mobile screens, a 5 s notification titled "Error" (site.md §8). */
export function showServerError(text: string) {
  toast.error(text);
  if (!isMobile()) {
    notification.error({ title: i18n.t('Error'), description: text, duration: NOTIFICATION_SECONDS });
  }
}
