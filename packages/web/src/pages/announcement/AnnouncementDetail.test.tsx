// A site announcement with hostile payloads (issue 19, point 7): the content goes through the
// markdown renderer and its sanitiser, the title and the publisher stay text.
import { describe, expect, it, vi } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { initI18n } from '../../i18n';
import AnnouncementDetail from './AnnouncementDetail';

const HOSTILE = `<script>window.hacked=1</script><img src=x onerror="window.hacked=1"><a href="javascript:alert(1)">x</a><iframe src="https://evil.example"></iframe><form action="https://evil.example"><input name=p></form>`;

vi.mock('../../api/announcement', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api/announcement')>()),
  getAnnouncementDetail: vi.fn(async () => ({
    id: 3,
    title: `<i>${HOSTILE}</i>`,
    content: `# Heading\n\n**bold** ${HOSTILE}`,
    uid: 'u-root',
    username: '<b>root</b>',
    status: 0,
    gmtCreate: new Date().toISOString(),
    gmtModified: new Date().toISOString(),
  })),
}));

initI18n('en-US');

describe('announcement detail', () => {
  it('renders the content through the sanitiser; title and publisher as text', async () => {
    const { container } = render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={['/announcement/3']}>
          <Routes>
            <Route path="/announcement/:announcementID" element={<AnnouncementDetail />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await waitFor(() => expect(container.querySelector('.announcement-content strong')).not.toBeNull());
    expect(container.querySelector('.announcement-content h1')?.textContent).toBe('Heading');
    expect(container.querySelector('script, iframe, form, [onerror]')).toBeNull();
    expect(
      [...container.querySelectorAll('a')].some((a) => /^javascript:/i.test(a.getAttribute('href') ?? '')),
    ).toBe(false);
    expect(container.querySelector('.panel-title i, .announcement-meta b')).toBeNull();
    expect(container.querySelector('.panel-title')?.textContent).toContain('<script>');
    expect(container.querySelector('.announcement-meta')?.textContent).toContain('<b>root</b>');
  });
});
