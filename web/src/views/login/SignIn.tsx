import EyeInvisibleOutlined from '@ant-design/icons-svg/es/asn/EyeInvisibleOutlined';
import EyeOutlined from '@ant-design/icons-svg/es/asn/EyeOutlined';
import LockOutlined from '@ant-design/icons-svg/es/asn/LockOutlined';
import SafetyCertificateOutlined from '@ant-design/icons-svg/es/asn/SafetyCertificateOutlined';
import UserOutlined from '@ant-design/icons-svg/es/asn/UserOutlined';
import type { Captcha } from '@ews/contract';
import { LOGIN_LIMITS } from '@ews/contract/protocol/login-limits';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchCaptcha, type LoginForm } from '../../app/sign-in.ts';
import { LOGIN_NOTICE_PARAM, SIGNED_OUT_ELSEWHERE } from '../../app/paths.ts';
import { LangSelect } from '../../components/LangSelect.tsx';
import { SvgIcon } from '../../components/SvgIcon.tsx';
import { safeRedirect } from '../../utils/validate.ts';
import './login.css';

type Field = 'username' | 'password' | 'captcha';
type Values = Record<Field, string>;

const REQUIRED: Record<Field, string> = {
  username: 'login.usernameRequired',
  password: 'login.passwordRequired',
  captcha: 'login.captchaRequired',
};

/** Where to go after signing in: the redirect query (already decoded) plus any other query params. */
function redirectTarget(params: URLSearchParams): string {
  const target = safeRedirect(params.get('redirect')) ?? '/';
  const others = new URLSearchParams([...params].filter(([name]) => name !== 'redirect' && name !== LOGIN_NOTICE_PARAM)).toString();
  if (!others) return target;
  return `${target}${target.includes('?') ? '&' : '?'}${others}`;
}

/** Required fields (the captcha when the server asks one); the username and captcha may not be only spaces. */
function validate(values: Values, captchaAsked: boolean): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  if (!values.username.trim()) errors.username = REQUIRED.username;
  if (!values.password) errors.password = REQUIRED.password;
  if (captchaAsked && !values.captcha.trim()) errors.captcha = REQUIRED.captcha;
  return errors;
}

interface TextFieldProps {
  field: Field;
  value: string;
  error: string | undefined;
  label: string;
  icon: ReactNode;
  type?: 'text' | 'password';
  autoComplete: string;
  suffix?: ReactNode;
  onChange(field: Field, value: string): void;
  maxLength?: number;
  autoFocus?: boolean;
}

/** An input in antd's look (prefix icon, error below) without antd: the page loads before it. */
function TextField({ field, value, error, label, icon, type = 'text', autoComplete, suffix, onChange, maxLength, autoFocus }: TextFieldProps) {
  const id = useId();
  const { t } = useTranslation();
  return (
    <div className="login-field">
      <label className={`login-input${error ? ' login-input-error' : ''}`} htmlFor={id}>
        <span className="login-input-icon" aria-hidden="true">
          {icon}
        </span>
        <input
          id={id}
          name={field}
          autoFocus={autoFocus}
          type={type}
          value={value}
          placeholder={label}
          aria-label={label}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          autoComplete={autoComplete}
          maxLength={maxLength}
          spellCheck={false}
          data-testid={`login-${field}`}
          onChange={(event) => onChange(field, event.target.value)}
        />
        {suffix}
      </label>
      <div id={`${id}-error`} className="login-field-error" role={error ? 'alert' : undefined}>
        {error ? t(error) : null}
      </div>
    </div>
  );
}

export interface SignInProps {
  /** The page's query: the redirect to follow after signing in, and what else it carries. */
  search: string;
  /** Signs in with the form (the console's user store, or app/sign-in.ts before the console loads). */
  signIn(form: LoginForm): Promise<unknown>;
  /** Goes to `target` once signed in. */
  onSignedIn(target: string): void;
}

/**
 * The sign-in page, at /admin/login and at /login: username, password and captcha. Plain React
 * without antd or the router: a signed-out visitor's page load shows it before the console
 * (main.tsx), and views/login/index.tsx puts it on the console's routes.
 */
export function SignIn({ search, signIn, onSignedIn }: SignInProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Values>({ username: '', password: '', captcha: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [showPassword, setShowPassword] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  /** Bumped to fetch another captcha: on a click on the picture and after a failed sign-in. */
  const [captchaRound, setCaptchaRound] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  // A captcha with no picture: the server takes none (CAPTCHA=off), so the form asks none.
  const captchaAsked = captcha?.image !== '';
  const focus = (name: Field) => form.current?.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.focus();

  useEffect(() => {
    let current = true;
    fetchCaptcha().then(
      (next) => {
        if (current) setCaptcha(next);
      },
      () => undefined, // shown by the request wrapper; a click on the picture tries again
    );
    return () => {
      current = false;
    };
  }, [captchaRound]);

  function onChange(field: Field, value: string) {
    setValues((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => ({ ...previous, [field]: undefined }));
  }

  function newCaptcha() {
    onChange('captcha', '');
    setCaptchaRound((round) => round + 1);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const found = validate(values, captchaAsked);
    setErrors(found);
    const firstInvalid = (['username', 'password', 'captcha'] as const).find((field) => found[field]);
    if (firstInvalid) {
      focus(firstInvalid);
      return;
    }
    setSubmitting(true);
    try {
      await signIn({ ...values, captchaId: captcha?.captchaId ?? '' });
    } catch {
      // Shown by the request wrapper in the user's language; a captcha is single use.
      newCaptcha();
      setSubmitting(false);
      focus(captchaAsked ? 'captcha' : 'password');
      return;
    }
    // Still submitting: the button spins until the next page replaces this one.
    onSignedIn(redirectTarget(new URLSearchParams(search)));
  }

  const field = (name: Field) => ({
    field: name,
    value: values[name],
    error: errors[name],
    onChange,
  });

  return (
    <div className="login-page">
      <LangSelect className="login-lang" />
      <main className="login-card">
        <h1 className="login-title">{t('app.title')}</h1>
        <p className="login-subtitle">{t('login.title')}</p>
        {new URLSearchParams(search).get(LOGIN_NOTICE_PARAM) === SIGNED_OUT_ELSEWHERE && (
          <p className="login-notice" role="status" data-testid="login-notice">
            {t('login.signedOutElsewhere')}
          </p>
        )}
        <form ref={form} noValidate onSubmit={(event) => void onSubmit(event)}>
          <TextField {...field('username')} label={t('login.username')} icon={<SvgIcon icon={UserOutlined} />} autoComplete="username" maxLength={LOGIN_LIMITS.username} autoFocus />
          <TextField
            {...field('password')}
            label={t('login.password')}
            icon={<SvgIcon icon={LockOutlined} />}
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            maxLength={LOGIN_LIMITS.password}
            suffix={
              <button
                type="button"
                className="login-input-suffix"
                aria-label={t(showPassword ? 'login.hidePassword' : 'login.showPassword')}
                aria-pressed={showPassword}
                onClick={() => setShowPassword((shown) => !shown)}
              >
                <SvgIcon icon={showPassword ? EyeOutlined : EyeInvisibleOutlined} />
              </button>
            }
          />
          {captchaAsked && (
            <div className="login-captcha-row">
              <TextField {...field('captcha')} label={t('login.captcha')} icon={<SvgIcon icon={SafetyCertificateOutlined} />} autoComplete="off" maxLength={LOGIN_LIMITS.captcha} />
              <button type="button" className="login-captcha-image" onClick={newCaptcha} title={t('login.captchaImage')} aria-label={t('login.captchaImage')}>
                {captcha ? (
                  <img src={captcha.image} alt="" data-testid="login-captcha-image" />
                ) : (
                  <span className="login-captcha-loading" data-testid="login-captcha-image">
                    {t('login.captchaLoading')}
                  </span>
                )}
              </button>
            </div>
          )}
          <button type="submit" className="login-submit" aria-busy={submitting} data-testid="login-submit">
            {submitting && <span className="login-submit-spinner" aria-hidden="true" />}
            {t('login.submit')}
          </button>
        </form>
      </main>
    </div>
  );
}
