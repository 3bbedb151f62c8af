import {
  ApiError,
  MASTER_IDENTITY,
  NetworkError,
  RateLimitedError,
  TimeoutError,
  UnauthenticatedError,
  ValidationError,
} from '@retoma/api-client';
import { Alert, Avatar, NativeButton, Spinner, NativeTextField, useUiLocale, type Locale } from '@retoma/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useApi } from '../../../platform/api';
import { usePageRequest } from '../../../platform/usePageRequest';
import { rateLimitedText } from '../rateLimited';
import { useT, type SliceKey, type Translate } from '../../../i18n';
import { lockTexts } from '../texts/lock';
import { accessTokenAtom, screenLockedAtom, userInfoAtom } from '../../../session/atoms';
import { AuthLinks, AuthPage, AuthPanel, AuthSubtitle, AuthTitle, TextLink } from '../components/AuthLayout';
import { safeRedirect } from '../redirect';

const Person = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[3]};
  text-align: center;
`;

interface Failure {
  form?: string;
  password?: string;
}

function describeFailure(error: unknown, t: Translate<SliceKey<typeof lockTexts>>, locale: Locale): Failure {
  if (error instanceof UnauthenticatedError) return { form: t('lock.wrongPassword') };
  if (error instanceof ValidationError) return { password: error.fieldMessage('password') ?? error.message };
  if (error instanceof RateLimitedError) return { form: rateLimitedText(error, t, locale) };
  if (error instanceof NetworkError || error instanceof TimeoutError) return { form: t('login.unreachable') };
  if (error instanceof ApiError) return { form: error.message };
  throw error;
}

/**
 * `/pages/lock-screen`: the session is kept (token, user, company) but the app is locked until the person types
 * their password again. Pages behind the login send here while locked; unlocking is a new login with the same
 * e-mail, and returns to the page that was asked for.
 */
export default function LockScreen() {
  const t = useT(lockTexts);
  const locale = useUiLocale();
  const api = useApi();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = useAtomValue(accessTokenAtom);
  const stored = useAtomValue(userInfoAtom);
  const setLocked = useSetAtom(screenLockedAtom);
  // Who is locked out: the stored user, else the token's owner as the server knows them (platform/usePageRequest.ts).
  // One key for the whole visit: unlocking renews the token, and that must not ask who it is again.
  const fetched = usePageRequest(!stored && token ? 'locked-person' : null, () => api.session.me(undefined, MASTER_IDENTITY));
  const [password, setPassword] = useState('');
  const [failure, setFailure] = useState<Failure>({});
  const [pending, setPending] = useState(false);

  const person = stored
    ? { name: stored.displayName, email: stored.email, photo: stored.photoURL }
    : fetched.data
      ? { name: fetched.data.name, email: fetched.data.email, photo: fetched.data.avatar }
      : null;

  const known = person !== null;
  const lockApplied = useRef(false);
  useEffect(() => {
    // Being on this page is what locks the app: a reload, a bookmark or the back button do not get around it.
    // Once per visit: unlocking must not be undone by this effect before the page is left.
    if (!known || lockApplied.current) return;
    lockApplied.current = true;
    setLocked(true);
  }, [known, setLocked]);

  async function unlock(event: FormEvent<HTMLFormElement>, email: string) {
    event.preventDefault();
    setPending(true);
    setFailure({});
    try {
      const response = await api.session.login({ username: email, password });
      if (!response.access_token) {
        setFailure({ form: t('lock.wrongPassword') });
        return;
      }
      setLocked(false);
      navigate(safeRedirect(params), { replace: true });
    } catch (error) {
      setFailure(describeFailure(error, t, locale));
    } finally {
      setPending(false);
    }
  }

  // Nobody to unlock for: no session was ever kept, or the server no longer knows the token.
  if ((!stored && !token) || fetched.error instanceof UnauthenticatedError) return <Navigate to="/login" replace />;

  if (!person) {
    return (
      <AuthPage>
        <AuthPanel as="section" aria-labelledby="lock-title" aria-busy={!fetched.error}>
          <AuthTitle id="lock-title">{t('lock.title')}</AuthTitle>
          {fetched.error ? (
            <>
              <Alert tone="danger">{describeFailure(fetched.error, t, locale).form}</Alert>
              <NativeButton onClick={fetched.retry}>{t('panel.retry')}</NativeButton>
            </>
          ) : (
            <Spinner label={t('app.loading')} showLabel />
          )}
        </AuthPanel>
      </AuthPage>
    );
  }

  return (
    <AuthPage>
      <AuthPanel onSubmit={(event) => void unlock(event, person.email)} noValidate aria-labelledby="lock-title">
        <Person>
          <Avatar name={person.name} src={person.photo} size="xl" decorative />
          <AuthTitle id="lock-title">{t('lock.title')}</AuthTitle>
          <AuthSubtitle>{t('lock.greeting', { name: person.name })}</AuthSubtitle>
        </Person>
        {failure.form && <Alert tone="danger">{failure.form}</Alert>}
        {/* For password managers: whose password this is. */}
        <input type="email" name="username" autoComplete="username" value={person.email} readOnly hidden />
        <NativeTextField
          name="password"
          type="password"
          label={t('login.password')}
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            setFailure((current) => (current.password ? { ...current, password: undefined } : current));
          }}
          errorMessage={failure.password}
        />
        <NativeButton type="submit" isPending={pending}>
          {t('lock.submit')}
        </NativeButton>
        <AuthLinks>
          <span>{t('lock.notYou', { name: person.name })}</span>
          <TextLink to="/auth/logout">{t('lock.otherAccount')}</TextLink>
        </AuthLinks>
      </AuthPanel>
    </AuthPage>
  );
}
