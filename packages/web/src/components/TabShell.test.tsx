// A tab some callers are not given (a contest's admin tools, a public training's rank), opened by
// its address by such a caller: the shell goes to its first tab instead of showing a page whose
// calls are refused; with the tab in the caller's list the page shows.
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { initI18n } from '../i18n';
import TabShell, { hiddenTab, type ShellTab } from './TabShell';

vi.mock('../api/useWebsiteConfig', () => ({ useWebsiteConfig: () => ({}) }));
vi.mock('../stores/session', () => ({ useSession: () => ({ actor: null }) }));

initI18n('en-US');

const USER_TABS: ShellTab[] = [
  { key: '', label: 'Overview' },
  { key: 'problems', label: 'Problem' },
];
const ADMIN_TABS: ShellTab[] = [...USER_TABS, { key: 'ac-info', label: 'AC_Info' }];

function Where() {
  return <div data-testid="where">{useLocation().pathname}</div>;
}

function renderAt(path: string, tabs: ShellTab[]) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/contest/7" element={<TabShell base="/contest/7" tabs={tabs} guarded={['ac-info']} />}>
          <Route index element={<Where />} />
          <Route path="ac-info" element={<div data-testid="ac-info-page" />} />
          <Route path="problems" element={<Where />} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

describe('TabShell guarded tabs', () => {
  it('sends a caller without the tab to the first tab', async () => {
    renderAt('/contest/7/ac-info', USER_TABS);
    expect((await screen.findByTestId('where')).textContent).toBe('/contest/7');
    expect(screen.queryByTestId('ac-info-page')).toBeNull();
  });

  it('shows the page to a caller given the tab', async () => {
    renderAt('/contest/7/ac-info', ADMIN_TABS);
    expect(await screen.findByTestId('ac-info-page')).toBeTruthy();
  });

  it('hiddenTab: only guarded keys missing from the list', () => {
    expect(hiddenTab('ac-info', USER_TABS, ['ac-info'])).toBe(true);
    expect(hiddenTab('ac-info', ADMIN_TABS, ['ac-info'])).toBe(false);
    // a tab not guarded (or a sub-page of a listed tab) is left to its page
    expect(hiddenTab('problem/A', USER_TABS, ['ac-info'])).toBe(false);
    expect(hiddenTab('rank', USER_TABS)).toBe(false);
    expect(hiddenTab('', USER_TABS, ['ac-info'])).toBe(false);
  });
});
