import { ApiError, NetworkError, NotFoundError, RateLimitedError, TimeoutError, ValidationError } from '@retoma/api-client';
import { Alert, NativeButton, Spinner, NativeTextField, useUiLocale, type Locale } from '@retoma/ui';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useApi } from '../../../platform/api';
import { usePageRequest } from '../../../platform/usePageRequest';
import { rateLimitedText } from '../rateLimited';
import { useT, type SliceKey, type Translate } from '../../../i18n';
import { resetTexts } from '../texts/reset';
import { AuthLinks, AuthPage, AuthPanel, AuthSubtitle, AuthTitle, ButtonLink, TextLink } from '../components/AuthLayout';
import type { LoginLocationState } from '../redirect';

type Field = 'password' | 'password_confirmation';
type FieldErrors = Partial<Record<Field, string>>;

interface Failure {
  form?: string;
  fields?: FieldErrors;
  /** The token stopped working while the form was open (expired, or spent by another tab). */
  expired?: boolean;
}

function describeFailure(error: unknown, t: Translate<SliceKey<typeof resetTexts>>, locale: Locale): Failure {
  if (error instanceof ValidationError) {
    if (error.fieldMessage('token') || error.fieldMessage('email')) return { expired: true };
    return { fields: { password: error.fieldMessage('password'), password_confirmation: error.fieldMessage('password_confirmation') } };
  }
  if (error instanceof RateLimitedError) return { form: rateLimitedText(error, t, locale) };
  if (error instanceof NetworkError || error instanceof TimeoutError) return { form: t('login.unreachable') };
  if (error instanceof ApiError) return { form: error.message };
  throw error;
}

/** A dead end of the reset flow (unknown or expired link): the one way on is to ask for a new link. */
function LinkProblem({ title, text }: { title: string; text: string }) {
  const t = useT(resetTexts);
  return (
    <AuthPage>
      <AuthPanel as="section" aria-labelledby="reset-problem-title">
        <AuthTitle id="reset-problem-title">{title}</AuthTitle>
        <Alert tone="warning">{text}</Alert>
        <ButtonLink to="/esqueceu-a-senha">{t('reset.requestNew')}</ButtonLink>
        <AuthLinks>
          <TextLink to="/login">{t('auth.backToLogin')}</TextLink>
        </AuthLinks>
      </AuthPanel>
    </AuthPage>
  );
}

/**
 * `/recuperar-a-senha/:token`: the link of the recovery e-mail. The token is checked first (one request, without
 * the answers cache: platform/usePageRequest.ts); a usable one opens the form for the new password, after which the
 * person logs in with it.
 */
export default function ResetPasswordScreen() {
  const t = useT(resetTexts);
  const locale = useUiLocale();
  const api = useApi();
  const navigate = useNavigate();
  const { token = '' } = useParams();
  const lookup = usePageRequest(token, () => api.session.findResetToken(token));
  const [values, setValues] = useState<Record<Field, string>>({ password: '', password_confirmation: '' });
  const [failure, setFailure] = useState<Failure>({});
  const [pending, setPending] = useState(false);

  const change = (field: Field) => (event: ChangeEvent<HTMLInputElement>) => {
    const { value } = event.target;
    setValues((current) => ({ ...current, [field]: value }));
    setFailure((current) => (current.fields?.[field] ? { ...current, fields: { ...current.fields, [field]: undefined } } : current));
  };

  async function submit(event: FormEvent<HTMLFormElement>, email: string) {
    event.preventDefault();
    if (values.password !== values.password_confirmation) {
      setFailure({ fields: { password_confirmation: t('register.passwordMismatch') } });
      return;
    }
    setPending(true);
    setFailure({});
    try {
      await api.session.resetPassword({ token, email, ...values });
      navigate('/login', { replace: true, state: { notice: 'passwordReset', email } satisfies LoginLocationState });
    } catch (error) {
      setFailure(describeFailure(error, t, locale));
    } finally {
      setPending(false);
    }
  }

  if (lookup.error instanceof NotFoundError) return <LinkProblem title={t('reset.invalidTitle')} text={t('reset.invalidText')} />;
  if (failure.expired) return <LinkProblem title={t('reset.expiredTitle')} text={t('reset.expiredText')} />;

  if (lookup.error) {
    return (
      <AuthPage>
        <AuthPanel as="section" aria-labelledby="reset-title">
          <AuthTitle id="reset-title">{t('reset.title')}</AuthTitle>
          <Alert tone="danger">
            {t('reset.loadFailed')} {describeFailure(lookup.error, t, locale).form}
          </Alert>
          <NativeButton onClick={lookup.retry}>{t('panel.retry')}</NativeButton>
          <AuthLinks>
            <TextLink to="/login">{t('auth.backToLogin')}</TextLink>
          </AuthLinks>
        </AuthPanel>
      </AuthPage>
    );
  }

  if (!lookup.data) {
    return (
      <AuthPage>
        <AuthPanel as="section" aria-labelledby="reset-title" aria-busy="true">
          <AuthTitle id="reset-title">{t('reset.title')}</AuthTitle>
          <Spinner label={t('reset.checking')} showLabel />
        </AuthPanel>
      </AuthPage>
    );
  }

  const { email } = lookup.data;
  return (
    <AuthPage>
      <AuthPanel onSubmit={(event) => void submit(event, email)} noValidate aria-labelledby="reset-title">
        <div>
          <AuthTitle id="reset-title">{t('reset.title')}</AuthTitle>
          <AuthSubtitle>{t('reset.subtitle', { email })}</AuthSubtitle>
        </div>
        {failure.form && <Alert tone="danger">{failure.form}</Alert>}
        {/* For password managers: the account whose password changes. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <NativeTextField
          name="password"
          type="password"
          label={t('reset.password')}
          description={t('register.passwordHint')}
          autoComplete="new-password"
          required
          value={values.password}
          onChange={change('password')}
          errorMessage={failure.fields?.password}
        />
        <NativeTextField
          name="password_confirmation"
          type="password"
          label={t('reset.confirmation')}
          autoComplete="new-password"
          required
          value={values.password_confirmation}
          onChange={change('password_confirmation')}
          errorMessage={failure.fields?.password_confirmation}
        />
        <NativeButton type="submit" isPending={pending}>
          {t('reset.submit')}
        </NativeButton>
        <AuthLinks>
          <TextLink to="/login">{t('auth.backToLogin')}</TextLink>
        </AuthLinks>
      </AuthPanel>
    </AuthPage>
  );
}
