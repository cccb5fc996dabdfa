import { EyeInvisibleOutlined, EyeOutlined, LockOutlined, SafetyCertificateOutlined, UserOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { api } from '../../api/index.ts';
import { LangSelect } from '../../components/LangSelect.tsx';
import { useUserStore } from '../../stores/user.ts';
import { safeRedirect } from '../../utils/validate.ts';
import './login.css';

type Field = 'username' | 'password' | 'captcha';
type Values = Record<Field, string>;

const REQUIRED: Record<Field, string> = {
  username: 'login.usernameRequired',
  password: 'login.passwordRequired',
  captcha: 'login.captchaRequired',
};

interface Captcha {
  captchaId: string;
  image: string;
}

/** Where to go after signing in: the redirect query (already decoded) plus any other query params. */
function redirectTarget(params: URLSearchParams): string {
  const target = safeRedirect(params.get('redirect')) ?? '/';
  const others = new URLSearchParams([...params].filter(([name]) => name !== 'redirect')).toString();
  if (!others) return target;
  return `${target}${target.includes('?') ? '&' : '?'}${others}`;
}

/** Required fields; the username and captcha may not be only spaces. */
function validate(values: Values): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  if (!values.username.trim()) errors.username = REQUIRED.username;
  if (!values.password) errors.password = REQUIRED.password;
  if (!values.captcha.trim()) errors.captcha = REQUIRED.captcha;
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

/** An input in antd's look (prefix icon, error below) without antd's Form and Input on this page. */
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

/** /admin/login and /login: username, password and captcha (SPEC §2, DESIGN §4). */
export default function Login() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const login = useUserStore((state) => state.login);
  const [values, setValues] = useState<Values>({ username: '', password: '', captcha: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [showPassword, setShowPassword] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  /** Bumped to fetch another captcha: on a click on the picture and after a failed sign-in. */
  const [captchaRound, setCaptchaRound] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  const focus = (name: Field) => form.current?.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.focus();

  useEffect(() => {
    let current = true;
    api.captcha().then(
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
    const found = validate(values);
    setErrors(found);
    const firstInvalid = (['username', 'password', 'captcha'] as const).find((field) => found[field]);
    if (firstInvalid) {
      focus(firstInvalid);
      return;
    }
    setSubmitting(true);
    try {
      await login({ ...values, captchaId: captcha?.captchaId ?? '' });
      navigate(redirectTarget(searchParams), { replace: true });
    } catch {
      // Shown by the request wrapper in the user's language; a captcha is single use.
      newCaptcha();
      setSubmitting(false);
      focus('captcha');
    }
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
        <form ref={form} noValidate onSubmit={(event) => void onSubmit(event)}>
          <TextField {...field('username')} label={t('login.username')} icon={<UserOutlined />} autoComplete="username" maxLength={64} autoFocus />
          <TextField
            {...field('password')}
            label={t('login.password')}
            icon={<LockOutlined />}
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            maxLength={128}
            suffix={
              <button
                type="button"
                className="login-input-suffix"
                aria-label={t(showPassword ? 'login.hidePassword' : 'login.showPassword')}
                aria-pressed={showPassword}
                onClick={() => setShowPassword((shown) => !shown)}
              >
                {showPassword ? <EyeOutlined /> : <EyeInvisibleOutlined />}
              </button>
            }
          />
          <div className="login-captcha-row">
            <TextField {...field('captcha')} label={t('login.captcha')} icon={<SafetyCertificateOutlined />} autoComplete="off" maxLength={16} />
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
          <Button type="primary" htmlType="submit" size="large" block loading={submitting} data-testid="login-submit">
            {t('login.submit')}
          </Button>
        </form>
      </main>
    </div>
  );
}
