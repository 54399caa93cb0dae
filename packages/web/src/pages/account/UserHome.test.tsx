// /user-home without uid or username is the signed-in user's page: a visitor goes to the login
// page, which comes back here with the query kept (?l=…), as the route guard does for /setting.
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { initI18n } from '../../i18n';
import { session } from '../../stores/session';
import UserHome from './UserHome';

initI18n('en-US');

function LoginProbe() {
  const location = useLocation();
  return <div data-testid="login-at">{location.pathname + location.search}</div>;
}

describe('user home for a visitor', () => {
  it('redirects to /login keeping the query in redirect', async () => {
    session.clear();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={['/user-home?l=en-US']}>
          <Routes>
            <Route path="/user-home" element={<UserHome />} />
            <Route path="/login" element={<LoginProbe />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect((await screen.findByTestId('login-at')).textContent).toBe(
      '/login?redirect=%2Fuser-home%3Fl%3Den-US',
    );
  });
});
