// User administration in the back office.
import { ROOT } from './access.js';
import { ADMIN_EDIT_USER_DTO, USER_ROLES_VO } from './fields.js';
import type { Access, ContractRow } from './types.js';

const USER_ADMIN: Access = { perm: 'user_admin' };
const src = 'hoj-api-paths §1.2; groups-accounts-admin.md §7';

export const USER_ADMIN_ROWS: readonly ContractRow[] = [
  {
    method: 'GET',
    path: '/api/admin/user/get-user-list',
    query: ['currentPage?', 'limit?', 'keyword?', 'onlyAdmin=false'],
    auth: USER_ADMIN,
    shape: 'page',
    data: USER_ROLES_VO,
    dataType: 'IPage[UserRolesVO]',
    area: 'user-admin',
    source: src,
    client: 'admin_getUserList',
  },
  {
    method: 'PUT',
    path: '/api/admin/user/edit-user',
    body: ADMIN_EDIT_USER_DTO,
    bodyType: 'AdminEditUserDTO',
    auth: USER_ADMIN,
    shape: 'null',
    area: 'user-admin',
    source: src,
    client: 'admin_editUser',
  },
  {
    method: 'DELETE',
    path: '/api/admin/user/delete-user',
    body: ['ids'],
    auth: USER_ADMIN,
    shape: 'null',
    area: 'user-admin',
    source: `${src}; hoj-api-paths §9.8`,
    client: 'admin_deleteUsers',
    note: 'A JSON body on DELETE: {ids: [uid]} (§9.8).',
  },
  {
    method: 'POST',
    path: '/api/admin/user/insert-batch-user',
    body: ['users'],
    auth: USER_ADMIN,
    shape: 'null',
    area: 'user-admin',
    source: src,
    client: 'admin_importUsers',
    note: 'users: [[username, password, email?, realname?, gender?, nickname?, school?]]; gender "male"/"0" or "female"/"1".',
  },
  {
    method: 'POST',
    path: '/api/admin/user/generate-user',
    body: ['prefix=""', 'suffix=""', 'number_from=1', 'number_to=10', 'password_length=6'],
    auth: USER_ADMIN,
    shape: 'object',
    data: ['key'],
    area: 'user-admin',
    source: src,
    client: 'admin_generateUser',
    note: 'The key then fetches the sheet from /api/file/generate-user-excel.',
  },
  {
    method: 'ANY',
    path: '/api/file/generate-user-excel',
    query: ['key'],
    auth: ROOT,
    shape: 'file',
    dataType: 'xlsx',
    area: 'user-admin',
    source: 'hoj-api-paths §3, §9.9',
    client: 'admin/general/User.vue',
    note: 'HOJ accepts any verb; GET is enough for its client (§9.9).',
  },
];
