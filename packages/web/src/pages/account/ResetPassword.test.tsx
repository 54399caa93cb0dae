// /reset-password from the mailed link: the username is fixed (disabled), and a short new password
// shows the spec's one message (Pass_Strength), not a length message beside it.
import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import i18n, { initI18n } from '../../i18n';
import ResetPassword from './ResetPassword';
import en from '../../i18n/en-US.json';
import zh from '../../i18n/zh-CN.json';

initI18n('en-US');

describe.each([
  ['en-US', en],
  ['zh-CN', zh],
] as const)('reset password page in %s', (lng, m) => {
  it('username disabled; a short password shows one message, Pass_Strength', async () => {
    await act(() => i18n.changeLanguage(lng));
    render(
      <MemoryRouter initialEntries={['/reset-password?username=x&code=y']}>
        <ResetPassword />
      </MemoryRouter>,
    );
    const username = screen.getByTestId('reset-username') as HTMLInputElement;
    expect(username.value).toBe('x');
    expect(username.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText(m.New_Password), { target: { value: 'ab1' } });
    expect(await screen.findByText(m.Pass_Strength)).toBeTruthy();
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(screen.getAllByText(m.Pass_Strength)).toHaveLength(1);
    expect(screen.queryByText(m.Password_Check_Between)).toBeNull();
  });
});
