// Comments and replies with hostile payloads (issue 19, point 7): each comment's and reply's text
// goes through the markdown renderer and its sanitiser; markup survives as formatting, nothing
// runnable (script, handler, javascript: link, frame) reaches the page; names stay text.
import { describe, expect, it, vi } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Role } from '@judge/shared';
import { initI18n } from '../../i18n';
import Comments from './Comments';

const HOSTILE = `<script>window.hacked=1</script><img src=x onerror="window.hacked=1"><a href="javascript:alert(1)">x</a><iframe src="https://evil.example"></iframe><svg onload="window.hacked=1"></svg>`;

const person = (uid: string) => ({
  fromUid: uid,
  fromName: `<b>${uid}</b>`,
  fromAvatar: null,
  fromRole: 'user',
  fromTitleName: null,
  fromTitleColor: null,
});

vi.mock('../../api/comment', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api/comment')>()),
  getComments: vi.fn(async () => ({
    commentList: {
      records: [
        {
          id: 1,
          content: `**comment bold** ${HOSTILE}`,
          ...person('u-a'),
          likeNum: 0,
          totalReplyNum: 1,
          gmtCreate: new Date().toISOString(),
          replyList: [
            {
              id: 2,
              commentId: 1,
              ...person('u-b'),
              toUid: 'u-a',
              toName: 'u-a',
              toAvatar: null,
              content: `_reply em_ ${HOSTILE}`,
              status: 0,
              gmtCreate: new Date().toISOString(),
              gmtModified: new Date().toISOString(),
            },
          ],
        },
      ],
      total: 1,
      size: 10,
      current: 1,
      pages: 1,
    },
    commentLikeMap: {},
  })),
}));
vi.mock('../../stores/session', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../stores/session')>()),
  useSession: () => ({
    token: 't',
    user: null,
    actor: { uid: 'u-me', username: 'me', role: Role.USER, status: 0 },
    isAuthenticated: true,
  }),
}));

initI18n('en-US');

describe('comments', () => {
  it('render comment and reply texts through the sanitiser', async () => {
    (window as unknown as { hacked?: number }).hacked = undefined;
    const { container } = render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <Comments did={5} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await waitFor(() => expect(container.querySelector('.reply-item')).not.toBeNull());
    expect(container.querySelector('.comment-item strong')?.textContent).toBe('comment bold');
    expect(container.querySelector('.reply-item em')?.textContent).toBe('reply em');
    expect(container.querySelector('script, iframe, [onerror], [onload]')).toBeNull();
    expect(
      [...container.querySelectorAll('a')].some((a) => /^javascript:/i.test(a.getAttribute('href') ?? '')),
    ).toBe(false);
    // the author's name is text, not markup
    expect(container.querySelector('.comment-item b')).toBeNull();
    expect(container.textContent).toContain('<b>u-a</b>');
    expect((window as unknown as { hacked?: number }).hacked).toBeUndefined();
  });
});
