import { describe, expect, it } from 'vitest';
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

function renderPanel(mode: LoginMode, register = true) {
  const qc = new QueryClient();
  qc.setQueryData(WEBSITE_CONFIG_KEY, { ...DEFAULT_WEBSITE_CONFIG, register });
  return render(
    <QueryClientProvider client={qc}>
      <AccountPanel mode={mode} setMode={() => undefined} />
    </QueryClientProvider>,
  );
}

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

  it('register is not offered when the site switch is off', async () => {
    await act(() => i18n.changeLanguage(lng));
    renderPanel('Register', false);
    expect(screen.queryByTestId('register-form')).toBeNull();
    expect(screen.getByTestId('login-form')).toBeTruthy();
    expect(screen.queryByTestId('to-register')).toBeNull();
  });
});
