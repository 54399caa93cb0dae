// The group's discussion tab: the members' list links each post to the group's detail route, and
// the Edit/Delete menu and the admin view follow policies/discussion.ts discussionRights with the
// caller's standing in the group (a member: their own posts only; a group admin: every post, and
// the admin view).
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemberAuth, Role } from '@judge/shared';
import { initI18n } from '../../i18n';
import { getGroupDiscussionList } from '../../api/discussion';
import GroupDiscussions from './GroupDiscussions';

const standing = vi.hoisted(() => ({ level: 3 }));
const ME = { uid: 'u-me', username: 'me', role: Role.USER, status: 0 };

vi.mock('../../api/discussion', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api/discussion')>()),
  getDiscussionCategories: vi.fn(async () => [{ id: 1, name: 'Chat' }]),
  getGroupDiscussionList: vi.fn(async () => ({
    records: [row(1, 'u-me', 'My post'), row(2, 'u-other', 'Their post')],
    total: 2,
    size: 10,
    current: 1,
    pages: 1,
  })),
}));
vi.mock('../../stores/session', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../stores/session')>()),
  useSession: () => ({ token: 't', user: null, actor: ME, isAuthenticated: true }),
}));
vi.mock('../../components/group/useGroup', () => ({
  useGroup: () => ({
    gid: 7,
    ref: { uid: 'u-owner', auth: 2, visible: true, status: 0 },
    level: standing.level,
    member: standing.level >= 3,
    admin: standing.level >= 4,
    root: standing.level >= 5,
  }),
}));

function row(id: number, uid: string, title: string) {
  return {
    id,
    categoryId: 1,
    categoryName: 'Chat',
    title,
    description: `About ${title}`,
    content: '',
    pid: null,
    uid,
    author: uid,
    avatar: null,
    titleName: null,
    titleColor: null,
    role: 'user',
    viewNum: 0,
    likeNum: 0,
    commentNum: 0,
    topPriority: id === 2,
    status: 0,
    gid: 7,
    gmtCreate: new Date().toISOString(),
    gmtModified: new Date().toISOString(),
  };
}

initI18n('en-US');

function renderTab() {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={qc}>
      <MemoryRouter initialEntries={['/group/7/discussion']}>
        <Routes>
          <Route path="/group/:groupID/discussion" element={<GroupDiscussions />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('group discussions tab', () => {
  it('a member: the group’s posts linking to the group’s detail, a menu on their own post only, no admin view', async () => {
    standing.level = MemberAuth.MEMBER;
    const { container } = renderTab();
    await waitFor(() => expect(screen.getByText('My post')).toBeTruthy());
    expect(getGroupDiscussionList).toHaveBeenCalledWith(expect.objectContaining({ gid: 7 }));
    expect(container.querySelector('a[href="/group/7/discussion-detail/1"]')?.textContent).toBe('My post');
    expect(
      container.querySelector('[data-testid="discussion-1"] [data-testid="discussion-menu"]'),
    ).not.toBeNull();
    expect(
      container.querySelector('[data-testid="discussion-2"] [data-testid="discussion-menu"]'),
    ).toBeNull();
    expect(screen.getByTestId('discussion-post')).toBeTruthy();
    expect(screen.queryByTestId('group-discussion-view')).toBeNull();
    expect(container.textContent).toContain('Top');
  });

  it('a group admin: a menu on every post and the admin view', async () => {
    standing.level = MemberAuth.ADMIN;
    const { container } = renderTab();
    await waitFor(() => expect(screen.getByText('Their post')).toBeTruthy());
    expect(container.querySelectorAll('[data-testid="discussion-menu"]')).toHaveLength(2);
    expect(screen.getByTestId('group-discussion-view')).toBeTruthy();
  });
});
