import { ApiError, NetworkError, RateLimitedError, TimeoutError, ValidationError, type RegisterResponse } from '@retoma/api-client';
import { Alert, NativeButton, NativeTextField, useUiLocale, type Locale } from '@retoma/ui';
import { useSetAtom } from 'jotai';
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useApi } from '../../../platform/api';
import { rateLimitedText } from '../rateLimited';
import { useT, type SliceKey, type Translate } from '../../../i18n';
import { registerTexts } from '../texts/register';
import { permissionRulesAtom, screenLockedAtom, userInfoAtom } from '../../../session/atoms';
import { AuthLinks, AuthPage, AuthPanel, AuthSubtitle, AuthTitle, TextLink } from '../components/AuthLayout';
import { redirectQuery, safeRedirect } from '../redirect';

type Field = 'name' | 'email' | 'password' | 'password_confirmation';
type Values = Record<Field, string>;
type FieldErrors = Partial<Record<Field, string>>;

const EMPTY: Values = { name: '', email: '', password: '', password_confirmation: '' };
/** The server validates `name`, `email` and `password`; its messages go on the field of the same name. */
const SERVER_FIELDS = ['name', 'email', 'password'] as const;

interface Failure {
  /** The danger notice (spec: titled Error, with the server's message). */
  message?: string;
  fields?: FieldErrors;
}

function describeFailure(error: unknown, t: Translate<SliceKey<typeof registerTexts>>, locale: Locale): Failure {
  if (error instanceof ValidationError) {
    const fields: FieldErrors = {};
    for (const field of SERVER_FIELDS) fields[field] = error.fieldMessage(field);
    return { message: error.message, fields };
  }
  if (error instanceof RateLimitedError) return { message: rateLimitedText(error, t, locale) };
  if (error instanceof NetworkError || error instanceof TimeoutError) return { message: t('login.unreachable') };
  if (error instanceof ApiError) return { message: error.message };
  throw error;
}

/**
 * `/register`: name, e-mail, password and its confirmation. A mismatch is caught before anything is sent; the
 * server's 422 messages land on their fields. On success the new account is logged in and the person enters the
 * app when they are ready (no timed redirect: they get to read the notice).
 */
export default function RegisterScreen() {
  const t = useT(registerTexts);
  const locale = useUiLocale();
  const api = useApi();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const setLocked = useSetAtom(screenLockedAtom);
  const setUser = useSetAtom(userInfoAtom);
  const setRules = useSetAtom(permissionRulesAtom);
  const [values, setValues] = useState<Values>(EMPTY);
  const [failure, setFailure] = useState<Failure>({});
  const [pending, setPending] = useState(false);
  const [account, setAccount] = useState<RegisterResponse['userData'] | null>(null);
  const welcomeRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    // The form is gone: focus the new heading so screen readers announce where the person is.
    if (account) welcomeRef.current?.focus();
  }, [account]);

  const change = (field: Field) => (event: ChangeEvent<HTMLInputElement>) => {
    const { value } = event.target;
    setValues((current) => ({ ...current, [field]: value }));
    // The message belonged to the old value.
    setFailure((current) => (current.fields?.[field] ? { ...current, fields: { ...current.fields, [field]: undefined } } : current));
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (values.password !== values.password_confirmation) {
      setFailure({ fields: { password_confirmation: t('register.passwordMismatch') } });
      return;
    }
    setPending(true);
    setFailure({});
    try {
      const response = await api.session.register({ name: values.name, email: values.email, password: values.password });
      // The new account's session: nothing of a previous one carries over.
      setLocked(false);
      setUser(null);
      setRules(null);
      setAccount(response.userData);
    } catch (error) {
      setFailure(describeFailure(error, t, locale));
    } finally {
      setPending(false);
    }
  }

  if (account) {
    return (
      <AuthPage>
        <AuthPanel as="section" aria-labelledby="register-welcome">
          <AuthTitle id="register-welcome" ref={welcomeRef} tabIndex={-1}>
            {t('register.welcome', { name: account.name })}
          </AuthTitle>
          <Alert tone="success" title={t('register.successTitle')}>
            {t('register.successText')}
          </Alert>
          <NativeButton onClick={() => navigate(safeRedirect(params), { replace: true })}>{t('register.continue')}</NativeButton>
        </AuthPanel>
      </AuthPage>
    );
  }

  const fieldError = (field: Field) => failure.fields?.[field];
  return (
    <AuthPage>
      <AuthPanel onSubmit={submit} noValidate aria-labelledby="register-title">
        <div>
          <AuthTitle id="register-title">{t('register.title')}</AuthTitle>
          <AuthSubtitle>{t('register.subtitle')}</AuthSubtitle>
        </div>
        {failure.message && (
          <Alert tone="danger" title={t('register.errorTitle')}>
            {failure.message}
          </Alert>
        )}
        <NativeTextField
          name="name"
          label={t('register.name')}
          autoComplete="name"
          required
          value={values.name}
          onChange={change('name')}
          errorMessage={fieldError('name')}
        />
        <NativeTextField
          name="email"
          type="email"
          label={t('login.email')}
          autoComplete="email"
          required
          value={values.email}
          onChange={change('email')}
          errorMessage={fieldError('email')}
        />
        <NativeTextField
          name="password"
          type="password"
          label={t('login.password')}
          description={t('register.passwordHint')}
          autoComplete="new-password"
          required
          value={values.password}
          onChange={change('password')}
          errorMessage={fieldError('password')}
        />
        <NativeTextField
          name="password_confirmation"
          type="password"
          label={t('register.confirmation')}
          autoComplete="new-password"
          required
          value={values.password_confirmation}
          onChange={change('password_confirmation')}
          errorMessage={fieldError('password_confirmation')}
        />
        <NativeButton type="submit" isPending={pending}>
          {t('register.submit')}
        </NativeButton>
        <AuthLinks>
          <span>{t('register.haveAccount')}</span>
          <TextLink to={`/login${redirectQuery(params)}`}>{t('login.submit')}</TextLink>
        </AuthLinks>
      </AuthPanel>
    </AuthPage>
  );
}
