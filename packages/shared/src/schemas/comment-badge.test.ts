// Author badges (hoj-ui §1: SPA root, ADM admin): no badge for a problem admin or a user, the same
// authors whose texts the server's word filter leaves as written.
import { describe, expect, it } from 'vitest';
import { roleBadge } from './comment.js';

describe('roleBadge', () => {
  it('SPA for root, ADM for admin only', () => {
    expect(roleBadge('root')).toBe('SPA');
    expect(roleBadge('admin')).toBe('ADM');
    for (const r of ['problem_admin', 'user', 'user_no_post', null, undefined])
      expect(roleBadge(r)).toBeNull();
  });
});
