import { Alert, Button, Form, Input, Result } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loginRedirect } from '../../../app/paths.ts';
import { LangSelect } from '../../../components/LangSelect.tsx';
import { PageSpinner } from '../../../components/PageSpinner.tsx';
import { useAppStore } from '../../../stores/app.ts';
import { demoIdentity, type DemoIdentity } from '../../../templates/identity.ts';
import { screenMessages } from '../../../templates/locales/load.ts';
import { DEMO_HOME, DEMO_ROLES } from '../../../templates/roles.ts';
import { demoSignIn, demoSignOut } from '../../../templates/session.ts';
import '../../login/login.css';

interface Values {
  username: string;
  password: string;
}

/** The template's password rule: at least six characters. */
const MIN_PASSWORD = 6;

/**
 * The template's /login: the demo's mock sign-in as admin, editor or visitor. The token it gets
 * is the demo's own (templates/identity.ts); nobody is signed in to the console by it. Signed
 * in, the page says so and leads to the console's sign-in, after which the Templates group
 * shows what the demo role may see. (A visitor already signed in to the console never sees this
 * page: SPEC §4 sends /login to '/' then.)
 */
export default function DemoLogin() {
  const language = useAppStore((state) => state.language);
  const ready = screenMessages.useMessages(language);
  const [identity, setIdentity] = useState<DemoIdentity | undefined>(demoIdentity);
  return (
    <div className="login-page">
      <div className="login-lang">
        <LangSelect />
      </div>
      <main className="login-card" data-testid="demo-login">
        {!ready ? <PageSpinner /> : identity ? <SignedIn identity={identity} onSignedOut={() => setIdentity(undefined)} /> : <SignInForm onSignedIn={setIdentity} />}
      </main>
    </div>
  );
}

function SignInForm({ onSignedIn }: { onSignedIn(identity: DemoIdentity): void }) {
  const { t } = useTranslation();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit({ username, password }: Values) {
    setBusy(true);
    setError(undefined);
    try {
      onSignedIn(await demoSignIn(username, password));
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <h1 className="login-title">{t('templates.login.title')}</h1>
      <p>{t('templates.login.intro', { users: DEMO_ROLES.join(', ') })}</p>
      <Form<Values> layout="vertical" initialValues={{ username: 'admin', password: '' }} onFinish={(values) => void submit(values)} requiredMark={false}>
        <Form.Item name="username" label={t('templates.login.username')} rules={[{ required: true, whitespace: true, message: t('templates.login.usernameRequired') }]}>
          <Input autoComplete="off" data-testid="demo-login-username" />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('templates.login.password')}
          rules={[{ required: true, min: MIN_PASSWORD, message: t('templates.login.passwordRule', { count: MIN_PASSWORD }) }]}
        >
          <Input.Password autoComplete="off" data-testid="demo-login-password" />
        </Form.Item>
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} data-testid="demo-login-error" />}
        <Button type="primary" htmlType="submit" block loading={busy} data-testid="demo-login-submit">
          {t('templates.login.submit')}
        </Button>
      </Form>
    </>
  );
}

function SignedIn({ identity, onSignedOut }: { identity: DemoIdentity; onSignedOut(): void }) {
  const { t } = useTranslation();
  return (
    <Result
      status="success"
      title={t('templates.login.signedIn', { roles: identity.roles.join(', ') })}
      subTitle={t('templates.login.openConsole')}
      extra={[
        <Button key="console" type="primary" href={loginRedirect(DEMO_HOME)} data-testid="demo-login-console">
          {t('templates.login.consoleSignIn')}
        </Button>,
        <Button key="out" onClick={() => void demoSignOut().then(onSignedOut)} data-testid="demo-login-signout">
          {t('templates.login.signOut')}
        </Button>,
      ]}
    />
  );
}
