// Message cards with hostile payloads (issue 19, point 7): a reminder's snippets are plain text, a
// notice's content goes through the markdown renderer and its sanitiser; nothing runnable reaches
// the page, and a reminder's link stays inside the site.
import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { initI18n } from '../../i18n';
import { NoticeCard, ReminderCard } from './MessageBox';

initI18n('en-US');

const HOSTILE = `<script>window.hacked=1</script><img src=x onerror="window.hacked=1"><a href="javascript:alert(1)">x</a><iframe src="https://evil.example"></iframe>`;

describe('message cards', () => {
  it('render a notice through the sanitiser: no script, handler, javascript: link or frame', () => {
    const { container } = render(
      <MemoryRouter>
        <NoticeCard
          m={{
            id: 1,
            title: `<b>${HOSTILE}</b>`,
            content: `**bold** ${HOSTILE}`,
            adminId: null,
            type: 'Sys',
            state: false,
            gmtCreate: new Date().toISOString(),
          }}
          onDelete={async () => {}}
        />
      </MemoryRouter>,
    );
    expect(container.querySelector('strong')?.textContent).toBe('bold');
    expect(container.querySelector('script, iframe, [onerror]')).toBeNull();
    expect(
      [...container.querySelectorAll('a')].some((a) => /^javascript:/i.test(a.getAttribute('href') ?? '')),
    ).toBe(false);
    // the title is text, not markup
    expect(container.querySelector('.msg-title b')).toBeNull();
    expect(container.querySelector('.msg-title')?.textContent).toContain('<script>');
  });

  it('render a reminder as text with its action in words', () => {
    const { container } = render(
      <MemoryRouter>
        <ReminderCard
          m={{
            id: 2,
            action: 'Reply',
            sourceId: 3,
            sourceType: 'Discussion',
            sourceTitle: HOSTILE,
            sourceContent: HOSTILE,
            quoteId: null,
            quoteType: null,
            quoteContent: HOSTILE,
            url: '/discussion-detail/3',
            state: true,
            senderId: 'u',
            senderUsername: 'alice',
            senderAvatar: null,
            gmtCreate: new Date().toISOString(),
          }}
          onDelete={async () => {}}
        />
      </MemoryRouter>,
    );
    expect(container.textContent).toContain('replied to me');
    expect(container.textContent).toContain('From Discussion Post');
    expect(container.querySelector('script, iframe, img[onerror]')).toBeNull();
    expect(container.querySelector('a[href="/discussion-detail/3"]')?.textContent).toBe(HOSTILE);
  });
});
