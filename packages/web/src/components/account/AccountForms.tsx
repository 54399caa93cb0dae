import { useEffect, useState, type ReactNode } from 'react';
import { Button, Form, Input, message, type FormItemProps } from 'antd';
import { LockOutlined, MailOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import {
  applyResetPassword,
  checkUsernameOrEmail,
  getCaptcha,
  getRegisterCode,
  getSlidePuzzle,
  login,
  register,
  type LoginForm as LoginBody,
  type SlidePuzzle as Puzzle,
} from '../../api/account';
import { ApiError } from '../../api/http';
import { useWebsiteConfig } from '../../api/useWebsiteConfig';
import { session, type UserInfo } from '../../stores/session';
import {
  USERNAME_MAX,
  EMAIL_CODE_LENGTH,
  LOGIN_FAILURES_BEFORE_PUZZLE,
  MESSAGE_SECONDS,
  REGISTER_CODE_RESEND_S,
  RESET_EMAIL_NOTICE_SECONDS,
  RESET_EMAIL_RESEND_S,
  StorageKey,
} from '../../constants';
import { showServerError, toast } from '../../utils/feedback';
import { useCountdown } from '../../utils/useCountdown';
import { accountRules, EMAIL_PATTERN } from './rules';
import SlidePuzzle from './SlidePuzzle';
import type { LoginMode } from '../../stores/ui';
import { useBusy } from '../../utils/useBusy';

/** The server's captcha image may be a data URL, a URL or raw SVG markup. */
export const imageSrc = (img: string) =>
  img.trimStart().startsWith('<svg') ? `data:image/svg+xml;charset=utf-8,${encodeURIComponent(img)}` : img;

/** Does a failed login answer ask for the slide puzzle? */
const needsPuzzle = (e: unknown) => {
  if (!(e instanceof ApiError)) return false;
  const d = e.data as { needPuzzle?: boolean; needSlideVerify?: boolean; requireSlide?: boolean } | null;
  return !!(d && (d.needPuzzle || d.needSlideVerify || d.requireSlide));
};

/** A password box with the lock icon, as a form field. */
function PasswordField({
  placeholder,
  autoComplete,
  ...item
}: FormItemProps & { placeholder: string; autoComplete: string }) {
  return (
    <Form.Item {...item}>
      <Input.Password prefix={<LockOutlined />} placeholder={placeholder} autoComplete={autoComplete} />
    </Form.Item>
  );
}

/**
 * A switch to another form of the panel (no page change): a button that looks like a link, so Tab
 * reaches it and Enter or Space opens the other form.
 */
function SwitchLink({
  onClick,
  testId,
  children,
}: {
  onClick: () => void;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <Button type="link" size="small" className="account-link" onClick={onClick} data-testid={testId}>
      {children}
    </Button>
  );
}

/** Username and password inputs with the login rules (site and admin login share them). */
export function CredentialFields() {
  const { t } = useTranslation();
  const rules = accountRules(t);
  return (
    <>
      <Form.Item name="username" rules={rules.username}>
        <Input
          prefix={<UserOutlined />}
          placeholder={t('Login_Username')}
          autoComplete="username"
          maxLength={USERNAME_MAX}
        />
      </Form.Item>
      <PasswordField
        name="password"
        rules={rules.password}
        placeholder={t('Login_Password')}
        autoComplete="current-password"
      />
    </>
  );
}

interface FormProps {
  switchTo: (m: LoginMode) => void;
  onLoggedIn?: (user: UserInfo) => void;
}

export function LoginForm({ switchTo, onLoggedIn, presetUsername }: FormProps & { presetUsername?: string }) {
  const { t } = useTranslation();
  const config = useWebsiteConfig();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<LoginBody>();
  const [loading, runSubmit] = useBusy();
  const [failures, setFailures] = useState(0);
  const [puzzleNeeded, setPuzzleNeeded] = useState(false);
  const [puzzle, setPuzzle] = useState<Puzzle | null>(null);
  const [puzzleLoading, runPuzzle] = useBusy();

  useEffect(() => {
    if (presetUsername) form.setFieldsValue({ username: presetUsername });
  }, [presetUsername, form]);

  const loadPuzzle = async () => {
    await runPuzzle(
      async () => {
        setPuzzle(await getSlidePuzzle(form.getFieldValue('username') ?? ''));
      },
      () => setPuzzle(null),
    );
  };

  const doLogin = async (extra: Partial<LoginBody> = {}) => {
    const values = await form.validateFields();
    await runSubmit(
      async () => {
        const result = await login({ username: values.username.trim(), password: values.password, ...extra });
        session.signIn(result);
        setFailures(0);
        setPuzzleNeeded(false);
        toast.success(t('Welcome_Back'));
        void queryClient.invalidateQueries();
        onLoggedIn?.(result.user);
      },
      (e) => {
        const n = failures + 1;
        setFailures(n);
        if (e instanceof ApiError) showServerError(e.message);
        if (needsPuzzle(e) || n >= LOGIN_FAILURES_BEFORE_PUZZLE) {
          setPuzzleNeeded(true);
          void loadPuzzle();
        }
      },
    );
  };

  const submit = async () => {
    if (puzzleNeeded) {
      await form.validateFields();
      if (!puzzle) void loadPuzzle();
      toast.info(t('Slide_Verify'));
      return;
    }
    await doLogin();
  };

  return (
    <Form form={form} onFinish={submit} size="large" data-testid="login-form">
      <CredentialFields />
      {puzzleNeeded && (
        <Form.Item>
          <SlidePuzzle
            puzzle={puzzle}
            loading={puzzleLoading}
            onRefresh={() => void loadPuzzle()}
            onSlid={(x) => void doLogin({ captchaKey: puzzle?.captchaKey, slideX: x })}
          />
        </Form.Item>
      )}
      <Button type="primary" htmlType="submit" block loading={loading} data-testid="login-submit">
        {t('Login_Btn')}
      </Button>
      <div className="account-links">
        {config.register ? (
          <SwitchLink onClick={() => switchTo('Register')} testId="to-register">
            {t('Login_No_Account')}
          </SwitchLink>
        ) : (
          <span />
        )}
        <SwitchLink onClick={() => switchTo('ResetPwd')} testId="to-reset">
          {t('Login_Forget_Password')}
        </SwitchLink>
      </div>
    </Form>
  );
}

interface RegisterValues {
  username: string;
  password: string;
  passwordAgain: string;
  email: string;
  code: string;
}

export function RegisterForm({
  switchTo,
  onRegistered,
}: FormProps & { onRegistered?: (username: string) => void }) {
  const { t } = useTranslation();
  const rules = accountRules(t);
  const [form] = Form.useForm<RegisterValues>();
  const [loading, runSubmit] = useBusy();
  const [sending, runSend] = useBusy();
  const countdown = useCountdown(REGISTER_CODE_RESEND_S, StorageKey.registerCodeSentAt);

  const usernameFree = async (_: unknown, v: string) => {
    if (!v || v.length > USERNAME_MAX) return;
    const r = await checkUsernameOrEmail({ username: v.trim() }).catch(() => null);
    if (r?.username) throw new Error(t('The_username_already_exists'));
  };
  const emailFree = async (_: unknown, v: string) => {
    if (!v || !EMAIL_PATTERN.test(v)) return;
    const r = await checkUsernameOrEmail({ email: v.trim() }).catch(() => null);
    if (r?.email) throw new Error(t('The_email_already_exists'));
  };

  const sendCode = async () => {
    const email = String(form.getFieldValue('email') ?? '').trim();
    if (!EMAIL_PATTERN.test(email)) {
      form.setFields([{ name: 'email', errors: [t('Email_Check_Format')] }]);
      toast.error(t('Email_Check_Format'));
      return;
    }
    try {
      await form.validateFields(['email']);
    } catch {
      return;
    }
    await runSend(async () => {
      await getRegisterCode(email);
      void message.success({ content: t('Register_Send_Email_Msg'), duration: MESSAGE_SECONDS });
      countdown.start();
    });
  };

  const submit = async (v: RegisterValues) => {
    await runSubmit(
      async () => {
        await register({
          username: v.username.trim(),
          password: v.password,
          email: v.email.trim(),
          code: v.code.trim(),
        });
        void message.success({ content: t('Thanks_for_registering'), duration: MESSAGE_SECONDS });
        form.resetFields();
        onRegistered?.(v.username.trim());
        switchTo('Login');
      },
      () => form.setFieldsValue({ code: '' }),
    );
  };

  return (
    <Form form={form} onFinish={submit} size="large" data-testid="register-form">
      <Form.Item
        name="username"
        rules={[...rules.username, { validator: usernameFree }]}
        validateTrigger="onBlur"
      >
        <Input prefix={<UserOutlined />} placeholder={t('Register_Username')} autoComplete="username" />
      </Form.Item>
      <Form.Item name="email" rules={[...rules.email, { validator: emailFree }]} validateTrigger="onBlur">
        <Input
          prefix={<MailOutlined />}
          placeholder={t('Register_Email')}
          autoComplete="email"
          suffix={
            <Button
              size="small"
              type="primary"
              onClick={sendCode}
              loading={sending}
              disabled={countdown.running}
              data-testid="send-code"
            >
              {countdown.running ? t('Resend_In', { s: countdown.left }) : t('Send_Code')}
            </Button>
          }
        />
      </Form.Item>
      <Form.Item name="code" rules={rules.emailCode}>
        <Input
          prefix={<SafetyOutlined />}
          placeholder={t('Register_Email_Captcha')}
          maxLength={EMAIL_CODE_LENGTH}
        />
      </Form.Item>
      <PasswordField
        name="password"
        rules={rules.newPassword}
        placeholder={t('Register_Password')}
        autoComplete="new-password"
      />
      <PasswordField
        name="passwordAgain"
        dependencies={['password']}
        rules={rules.passwordAgain()}
        placeholder={t('Register_Password_Again')}
        autoComplete="new-password"
      />
      <Button type="primary" htmlType="submit" block loading={loading} data-testid="register-submit">
        {t('Register_Btn')}
      </Button>
      <div className="account-links">
        <SwitchLink onClick={() => switchTo('Login')}>{t('Register_Already_Registed')}</SwitchLink>
      </div>
    </Form>
  );
}

interface ResetValues {
  email: string;
  captcha: string;
}

export function ResetForm({ switchTo }: FormProps) {
  const { t } = useTranslation();
  const rules = accountRules(t);
  const [form] = Form.useForm<ResetValues>();
  const [captcha, setCaptcha] = useState<{ img: string; captchaKey: string } | null>(null);
  const [loading, runSubmit] = useBusy();
  const countdown = useCountdown(RESET_EMAIL_RESEND_S);

  const loadCaptcha = async () => {
    form.setFieldsValue({ captcha: '' });
    setCaptcha(await getCaptcha().catch(() => null));
  };
  useEffect(() => {
    void loadCaptcha();
  }, []);

  const emailExists = async (_: unknown, v: string) => {
    if (!v || !EMAIL_PATTERN.test(v)) return;
    const r = await checkUsernameOrEmail({ email: v.trim() }).catch(() => null);
    if (r && !r.email) throw new Error(t('The_email_does_not_exists'));
  };

  const submit = async (v: ResetValues) => {
    await runSubmit(
      async () => {
        await applyResetPassword({
          email: v.email.trim(),
          captcha: v.captcha.trim(),
          captchaKey: captcha?.captchaKey ?? '',
        });
        void message.success({
          content: t('Reset_Password_Email_Sent'),
          duration: RESET_EMAIL_NOTICE_SECONDS,
        });
        countdown.start();
        void loadCaptcha();
      },
      () => void loadCaptcha(),
    );
  };

  return (
    <Form form={form} onFinish={submit} size="large" data-testid="reset-form">
      <Form.Item name="email" rules={[...rules.email, { validator: emailExists }]} validateTrigger="onBlur">
        <Input prefix={<MailOutlined />} placeholder={t('Reset_Password_Email')} autoComplete="email" />
      </Form.Item>
      <div className="captcha-row">
        <Form.Item name="captcha" rules={rules.captcha} style={{ flex: 1 }}>
          <Input prefix={<SafetyOutlined />} placeholder={t('Reset_Password_Captcha')} maxLength={8} />
        </Form.Item>
        {captcha && (
          <img
            className="captcha-img"
            src={imageSrc(captcha.img)}
            alt={t('Click_To_Refresh_Captcha')}
            title={t('Click_To_Refresh_Captcha')}
            onClick={() => void loadCaptcha()}
          />
        )}
      </div>
      <Button type="primary" htmlType="submit" block loading={loading} disabled={countdown.running}>
        {countdown.running ? t('Resend_In', { s: countdown.left }) : t('Send_Password_Reset_Email')}
      </Button>
      <div className="account-links">
        <SwitchLink onClick={() => switchTo('Login')}>{t('Remember_Passowrd_To_Login')}</SwitchLink>
      </div>
    </Form>
  );
}

export const DIALOG_TITLE: Record<LoginMode, string> = {
  Login: 'Dialog_Login',
  Register: 'Dialog_Register',
  ResetPwd: 'Dialog_Reset_Password',
};

/** Login / register / reset, switchable; used by the 370-wide modal and the /login panel. */
export function AccountPanel({
  mode,
  setMode,
  onLoggedIn,
}: {
  mode: LoginMode;
  setMode: (m: LoginMode) => void;
  onLoggedIn?: (user: UserInfo) => void;
}) {
  const config = useWebsiteConfig();
  const [registered, setRegistered] = useState<string>();
  // Registration is offered only when the site switch allows it.
  const effective: LoginMode = mode === 'Register' && !config.register ? 'Login' : mode;
  if (effective === 'Register') return <RegisterForm switchTo={setMode} onRegistered={setRegistered} />;
  if (effective === 'ResetPwd') return <ResetForm switchTo={setMode} />;
  return <LoginForm switchTo={setMode} onLoggedIn={onLoggedIn} presetUsername={registered} />;
}
