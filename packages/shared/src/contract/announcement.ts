// Site announcements (contest and group announcements sit in their own areas).
import { ANNOUNCEMENT, ANNOUNCEMENT_VO } from './fields.js';
import type { Access, ContractRow } from './types.js';

const ANN_ADMIN: Access = { perm: 'announcement_admin' };
const src = 'hoj-api-paths §1.3; groups-accounts-admin.md §7';

export const ANNOUNCEMENT_ROWS: readonly ContractRow[] = [
  {
    method: 'GET',
    path: '/api/get-common-announcement',
    query: ['currentPage?', 'limit?'],
    auth: 'anon',
    shape: 'page',
    data: ANNOUNCEMENT_VO,
    dataType: 'IPage[AnnouncementVO]',
    area: 'announcement',
    source: 'site.md §7; hoj-api-paths §7',
  },
  {
    method: 'GET',
    path: '/api/get-announcement-detail',
    query: ['id'],
    auth: 'anon',
    shape: 'object',
    data: ANNOUNCEMENT_VO,
    dataType: 'AnnouncementVO (title, username, gmtCreate, content shown)',
    area: 'announcement',
    source: 'site.md §7; groups-accounts-admin.md §7; hoj-api-paths §9.2',
    differs: 'HOJ has no such call (§9.2); the spec adds it for /announcement/{id} (DESIGN.md decisions).',
  },
  {
    method: 'GET',
    path: '/api/admin/announcement',
    query: ['currentPage?', 'limit?'],
    auth: ANN_ADMIN,
    shape: 'page',
    data: ANNOUNCEMENT_VO,
    dataType: 'IPage[AnnouncementVO]',
    area: 'announcement',
    source: src,
    client: 'admin_getAnnouncementList',
  },
  {
    method: 'POST',
    path: '/api/admin/announcement',
    body: ['title', 'content', 'status', 'uid'],
    bodyType: 'Announcement',
    auth: { roles: ['R'], perm: 'announcement_admin' },
    shape: 'null',
    area: 'announcement',
    source: src,
    client: 'admin_createAnnouncement',
  },
  {
    method: 'PUT',
    path: '/api/admin/announcement',
    body: ANNOUNCEMENT,
    bodyType: 'Announcement',
    auth: ANN_ADMIN,
    shape: 'null',
    area: 'announcement',
    source: src,
    client: 'admin_updateAnnouncement',
  },
  {
    method: 'DELETE',
    path: '/api/admin/announcement',
    query: ['aid'],
    auth: ANN_ADMIN,
    shape: 'null',
    area: 'announcement',
    source: `${src}; hoj-api-paths §9.4`,
    client: 'admin_deleteAnnouncement',
  },
];
