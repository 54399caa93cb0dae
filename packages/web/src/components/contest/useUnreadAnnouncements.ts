// Unread contest announcements (site.md §4, hoj-ui §1.8): every 60 s the ids already read are sent
// and the unread ones come back; each shows as a warning notification that stays until it is
// closed, and closing it marks it read (localStorage hojContestAnnounce_<uid>_<cid>).
import { useEffect } from 'react';
import { notification } from 'antd';
import { POLLING_MS } from '@judge/shared';
import i18n from '../../i18n';
import { getContestNotReadAnnouncements } from '../../api/contest';

const storageKey = (uid: string, cid: number) => `hojContestAnnounce_${uid}_${cid}`;

export function readAnnouncementIds(uid: string, cid: number): number[] {
  try {
    const v: unknown = JSON.parse(localStorage.getItem(storageKey(uid, cid)) ?? '[]');
    return Array.isArray(v) ? v.filter((x): x is number => typeof x === 'number') : [];
  } catch {
    return [];
  }
}

export function markAnnouncementRead(uid: string, cid: number, id: number) {
  const ids = readAnnouncementIds(uid, cid);
  if (!ids.includes(id)) localStorage.setItem(storageKey(uid, cid), JSON.stringify([...ids, id]));
}

export function useUnreadAnnouncements(cid: number, uid: string | undefined, enabled: boolean) {
  useEffect(() => {
    if (!enabled || !uid) return;
    let stopped = false;
    const check = async () => {
      try {
        const list = await getContestNotReadAnnouncements(cid, readAnnouncementIds(uid, cid));
        if (stopped) return;
        for (const a of list ?? []) {
          // One notification per announcement: the key keeps a repeat check from stacking copies.
          notification.warning({
            key: `contest-announcement-${cid}-${a.id}`,
            title: a.title,
            description: i18n.t('Please_check_the_contest_announcement_for_details'),
            duration: 0,
            onClose: () => markAnnouncementRead(uid, cid, a.id),
            className: 'contest-announcement-notice',
          });
        }
      } catch {
        /* not entered yet, or offline: try again at the next tick */
      }
    };
    void check();
    const h = setInterval(() => void check(), POLLING_MS.contestAnnouncements);
    return () => {
      stopped = true;
      clearInterval(h);
    };
  }, [cid, uid, enabled]);
}
