import { RateLimitedError, UnauthenticatedError, ValidationError, NetworkError, TimeoutError } from '@retoma/api-client';
import { Alert, NativeButton, NativeTextField, useUiLocale, type Locale } from '@retoma/ui';
import { useSetAtom } from 'jotai';
import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useApi } from '../../../platform/api';
import { rateLimitedText } from '../rateLimited';
import { useT, type SliceKey, type Translate } from '../../../i18n';
import { loginTexts } from '../texts/login';
import { permissionRulesAtom, screenLockedAtom, userInfoAtom } from '../../../session/atoms';
import { AuthLinks, AuthPage, AuthPanel, AuthSubtitle, AuthTitle, TextLink } from '../components/AuthLayout';
import { loginStateOf, redirectQuery, safeRedirect } from '../redirect';

type FieldErrors = Partial<Record<'username' | 'password', string>>;

function describeFailure(
  error: unknown,
  t: Translate<SliceKey<typeof loginTexts>>,
  locale: Locale,
): { form?: string; fields?: FieldErrors } {
  if (error instanceof ValidationError) {
    return { fields: { username: error.fieldMessage('username'), password: error.fieldMessage('password') } };
  }
  if (error instanceof UnauthenticatedError) return { form: t('login.wrongCredentials') };
  if (error instanceof RateLimitedError) return { form: rateLimitedText(error, t, locale) };
  if (error instanceof NetworkError || error instanceof TimeoutError) return { form: t('login.unreachable') };
  throw error;
}

/** `/login`: e-mail and password; back to the page that asked for a login, else to the company panel. */
export default function LoginScreen() {
  const t = useT(loginTexts);
  const locale = useUiLocale();
  const api = useApi();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { notice, email } = loginStateOf(useLocation().state);
  const setLocked = useSetAtom(screenLockedAtom);
  const setUser = useSetAtom(userInfoAtom);
  const setRules = useSetAtom(permissionRulesAtom);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<{ form?: string; fields?: FieldErrors }>({});

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setPending(true);
    setFailure({});
    try {
      const response = await api.session.login({ username: String(data.get('username')), password: String(data.get('password')) });
      if (!response.access_token) {
        setFailure({ form: t('login.wrongCredentials') });
        return;
      }
      // A new session: the lock, the user and the permissions of the one it replaces do not carry over (the
      // company's guard loads this user's).
      setLocked(false);
      setUser(null);
      setRules(null);
      navigate(safeRedirect(params), { replace: true });
    } catch (error) {
      setFailure(describeFailure(error, t, locale));
    } finally {
      setPending(false);
    }
  }

  return (
    <AuthPage>
      <AuthPanel onSubmit={submit} noValidate aria-labelledby="login-title">
        <div>
          <AuthTitle id="login-title">{t('login.title')}</AuthTitle>
          <AuthSubtitle>{t('login.subtitle')}</AuthSubtitle>
        </div>
        {notice === 'passwordReset' && !failure.form && <Alert tone="success">{t('login.passwordChanged')}</Alert>}
        {failure.form && <Alert tone="danger">{failure.form}</Alert>}
        <NativeTextField
          name="username"
          type="email"
          label={t('login.email')}
          autoComplete="username"
          defaultValue={email}
          required
          errorMessage={failure.fields?.username}
        />
        <NativeTextField
          name="password"
          type="password"
          label={t('login.password')}
          autoComplete="current-password"
          required
          errorMessage={failure.fields?.password}
        />
        <NativeButton type="submit" isPending={pending}>
          {t('login.submit')}
        </NativeButton>
        <AuthLinks>
          <TextLink to="/esqueceu-a-senha">{t('login.forgotPassword')}</TextLink>
        </AuthLinks>
        <AuthLinks>
          <span>{t('login.noAccount')}</span>
          <TextLink to={`/register${redirectQuery(params)}`}>{t('login.toRegister')}</TextLink>
        </AuthLinks>
      </AuthPanel>
    </AuthPage>
  );
}
