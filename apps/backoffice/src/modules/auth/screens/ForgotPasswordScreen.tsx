import { NetworkError, RateLimitedError, TimeoutError, ValidationError, ApiError } from '@retoma/api-client';
import { Alert, NativeButton, NativeTextField, useUiLocale, type Locale } from '@retoma/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useApi } from '../../../platform/api';
import { rateLimitedText } from '../rateLimited';
import { useT, type SliceKey, type Translate } from '../../../i18n';
import { forgotTexts } from '../texts/forgot';
import { AuthLinks, AuthPage, AuthPanel, AuthSubtitle, AuthTitle, TextLink } from '../components/AuthLayout';

interface Failure {
  form?: string;
  email?: string;
}

function describeFailure(error: unknown, t: Translate<SliceKey<typeof forgotTexts>>, locale: Locale): Failure {
  if (error instanceof ValidationError) return { email: error.fieldMessage('email') ?? error.message };
  if (error instanceof RateLimitedError) return { form: rateLimitedText(error, t, locale) };
  if (error instanceof NetworkError || error instanceof TimeoutError) return { form: t('login.unreachable') };
  if (error instanceof ApiError) return { form: t('forgot.failed') };
  throw error;
}

/**
 * `/esqueceu-a-senha`: asks for a reset link. Whatever the e-mail, the answer is the same neutral confirmation,
 * so the page never tells whether someone has an account.
 */
export default function ForgotPasswordScreen() {
  const t = useT(forgotTexts);
  const locale = useUiLocale();
  const api = useApi();
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<Failure>({});
  const [pending, setPending] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (sentTo) headingRef.current?.focus();
  }, [sentTo]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    setFailure({});
    try {
      await api.session.remember({ email });
      setSentTo(email);
    } catch (error) {
      setFailure(describeFailure(error, t, locale));
    } finally {
      setPending(false);
    }
  }

  if (sentTo) {
    return (
      <AuthPage>
        <AuthPanel as="section" aria-labelledby="forgot-sent-title">
          <AuthTitle id="forgot-sent-title" ref={headingRef} tabIndex={-1}>
            {t('forgot.sentTitle')}
          </AuthTitle>
          <Alert tone="info">{t('forgot.sentText', { email: sentTo })}</Alert>
          <NativeButton variant="secondary" onClick={() => setSentTo(null)}>
            {t('forgot.again')}
          </NativeButton>
          <AuthLinks>
            <TextLink to="/login">{t('auth.backToLogin')}</TextLink>
          </AuthLinks>
        </AuthPanel>
      </AuthPage>
    );
  }

  return (
    <AuthPage>
      <AuthPanel onSubmit={submit} noValidate aria-labelledby="forgot-title">
        <div>
          <AuthTitle id="forgot-title">{t('forgot.title')}</AuthTitle>
          <AuthSubtitle>{t('forgot.subtitle')}</AuthSubtitle>
        </div>
        {failure.form && <Alert tone="danger">{failure.form}</Alert>}
        <NativeTextField
          name="email"
          type="email"
          label={t('login.email')}
          autoComplete="email"
          required
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setFailure((current) => (current.email ? { ...current, email: undefined } : current));
          }}
          errorMessage={failure.email}
        />
        <NativeButton type="submit" isPending={pending}>
          {t('forgot.submit')}
        </NativeButton>
        <AuthLinks>
          <TextLink to="/login">{t('auth.backToLogin')}</TextLink>
        </AuthLinks>
      </AuthPanel>
    </AuthPage>
  );
}
