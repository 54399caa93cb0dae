import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18n, { initI18n } from '../../i18n';
import { DEFAULT_WEBSITE_CONFIG } from '../../api/config';
import { WEBSITE_CONFIG_KEY } from '../../api/useWebsiteConfig';
import { AccountPanel } from './AccountForms';
import type { LoginMode } from '../../stores/ui';
import en from '../../i18n/en-US.json';
import zh from '../../i18n/zh-CN.json';

initI18n('en-US');

function renderPanel(mode: LoginMode, register = true, setMode: (m: LoginMode) => void = () => undefined) {
  const qc = new QueryClient();
  qc.setQueryData(WEBSITE_CONFIG_KEY, { ...DEFAULT_WEBSITE_CONFIG, register });
  return render(
    <QueryClientProvider client={qc}>
      <AccountPanel mode={mode} setMode={setMode} />
    </QueryClientProvider>,
  );
}

/** Lets the form's validation settle after a change. */
const settle = () => act(() => new Promise((r) => setTimeout(r, 50)));

const type = (placeholder: string, value: string) =>
  fireEvent.change(screen.getByPlaceholderText(placeholder), { target: { value } });

describe.each([
  ['en-US', en],
  ['zh-CN', zh],
] as const)('account forms in %s', (lng, m) => {
  it('login: required username and password messages at the fields', async () => {
    await act(() => i18n.changeLanguage(lng));
    renderPanel('Login');
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText(m.Username_Check_Required)).toBeTruthy();
    expect(await screen.findByText(m.Password_Check_Required)).toBeTruthy();
    type(m.Login_Username, 'x'.repeat(21));
    type(m.Login_Password, '12345');
    expect(await screen.findByText(m.Username_Check_Max)).toBeTruthy();
    expect(await screen.findByText(m.Password_Check_Between)).toBeTruthy();
  });

  it('register: e-mail format, password strength, confirmation and code length', async () => {
    await act(() => i18n.changeLanguage(lng));
    renderPanel('Register');
    type(m.Register_Email, 'nope');
    type(m.Register_Password, 'abcdefg');
    type(m.Register_Password_Again, 'abcdefh');
    type(m.Register_Email_Captcha, '123');
    fireEvent.click(screen.getByTestId('register-submit'));
    expect(await screen.findByText(m.Email_Check_Format)).toBeTruthy();
    expect(await screen.findByText(m.Pass_Strength)).toBeTruthy();
    expect(await screen.findByText(m.Password_does_not_match)).toBeTruthy();
    expect(await screen.findByText(m.Code_Check_Length)).toBeTruthy();
    expect(await screen.findByText(m.Username_Check_Required)).toBeTruthy();
  });

  it('login takes a password up to 25 characters (one an admin set), not 26', async () => {
    await act(() => i18n.changeLanguage(lng));
    renderPanel('Login');
    type(m.Login_Username, 'someone');
    type(m.Login_Password, 'a1'.repeat(12) + 'b');
    await settle();
    expect(screen.queryByText(m.Password_Check_Between)).toBeNull();
    type(m.Login_Password, 'a1'.repeat(13));
    expect(await screen.findByText(m.Password_Check_Between)).toBeTruthy();
  });

  it('register: a new password stays 6–20, and a short one shows one message, Pass_Strength', async () => {
    await act(() => i18n.changeLanguage(lng));
    renderPanel('Register');
    type(m.Register_Password, 'abcdefghij1234567890');
    await settle();
    expect(screen.queryByText(m.Pass_Strength)).toBeNull();
    type(m.Register_Password, 'abcdefghij12345678901');
    expect(await screen.findByText(m.Pass_Strength)).toBeTruthy();
    type(m.Register_Password, 'ab1');
    await settle();
    expect(screen.getAllByText(m.Pass_Strength)).toHaveLength(1);
    expect(screen.queryByText(m.Password_Check_Between)).toBeNull();
  });

  it('the switches to register, reset and back are buttons (Tab reaches them, Enter and Space open them)', async () => {
    await act(() => i18n.changeLanguage(lng));
    const setMode = vi.fn();
    const { unmount } = renderPanel('Login', true, setMode);
    const toRegister = screen.getByTestId('to-register');
    const toReset = screen.getByTestId('to-reset');
    expect(screen.getByRole('button', { name: m.Login_No_Account })).toBe(toRegister);
    expect(screen.getByRole('button', { name: m.Login_Forget_Password })).toBe(toReset);
    for (const el of [toRegister, toReset]) {
      expect(el.tagName).toBe('BUTTON');
      expect(el.getAttribute('type')).toBe('button');
      expect(el.tabIndex).toBe(0);
    }
    fireEvent.click(toRegister);
    fireEvent.click(toReset);
    expect(setMode.mock.calls).toEqual([['Register'], ['ResetPwd']]);
    unmount();
    renderPanel('Register', true, setMode);
    fireEvent.click(screen.getByRole('button', { name: m.Register_Already_Registed }));
    expect(setMode).toHaveBeenLastCalledWith('Login');
  });

  it('register is not offered when the site switch is off', async () => {
    await act(() => i18n.changeLanguage(lng));
    renderPanel('Register', false);
    expect(screen.queryByTestId('register-form')).toBeNull();
    expect(screen.getByTestId('login-form')).toBeTruthy();
    expect(screen.queryByTestId('to-register')).toBeNull();
  });
});
