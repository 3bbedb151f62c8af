import {
  ApiError,
  bookingResource,
  ConflictError,
  NotFoundError,
  RateLimitedError,
  ValidationError,
  type BookingConfirmation,
  type BookingPage,
} from '@retoma/api-client';
import {
  Alert,
  Card,
  EmptyState,
  NativeButton,
  NativeRadioGroup,
  NativeTextField,
  Spinner,
  formatLongDate,
  formatTime,
  useUiLocale,
} from '@retoma/ui';
import { lazy, startTransition, useState, type ChangeEvent, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useT, useValidationMessage } from '../../../i18n';
import { useApiResource } from '../../../platform/api';
import { useBookingPage } from '../hooks/useBookingPage';
import { bookingTexts } from '../texts/booking';
import { zoneInWords } from '../zone';

// Columns that may shrink below their content's width: on a phone the form fits the screen instead of widening it.
const Page = styled.main`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[4]};
  max-inline-size: 40rem;
  margin-inline: auto;
  padding: ${({ theme }) => theme.space[4]};
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
  p {
    margin: 0;
  }
`;
const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;
const Phone = styled.div`
  display: grid;
  grid-template-columns: 5rem 5rem minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[2]};
`;
const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

type Field = 'nome' | 'email' | 'ddi' | 'ddd' | 'telefone' | 'horario';
const FIELDS: readonly Field[] = ['nome', 'email', 'ddi', 'ddd', 'telefone', 'horario'];
const EMPTY = { nome: '', email: '', ddi: '55', ddd: '', telefone: '' };

/** A calendar day (`YYYY-MM-DD`) written out, read at its noon in UTC so no zone moves it to another day. */
const dayInstant = (dia: string) => `${dia}T12:00:00.000Z`;

// What sending needs and the lead's first view does not: the input's checks (the server's own rules, with zod: about
// 27 kB gzip) and the confirmation (BookingConfirmed.tsx, 14 kB). Asked for when the lead starts typing, so they are
// here by the time the form is sent; a download that fails then is asked for again on sending, and said if it fails.
const loadChecks = () => import('../bookingChecks');
const loadConfirmed = () => import('../components/BookingConfirmed');
const BookingConfirmed = lazy(loadConfirmed);
let sendingAsked = false;
function askForSending() {
  if (sendingAsked) return;
  sendingAsked = true;
  loadChecks().catch(() => undefined);
  loadConfirmed().catch(() => undefined);
}

/**
 * `/agendamento?token=…`: a lead picks a day, then a free slot of that day (said in the company's zone), leaves
 * name, e-mail and phone and books. A slot someone else took meanwhile says so and the slots are read again; the
 * booked day and time are confirmed in a live region, with the company's thank-you page to follow when it has one.
 * Written for a phone on a slow network: plain form elements in the kit's look, no react-aria nor answers cache.
 */
export default function BookingScreen() {
  const t = useT(bookingTexts);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { page, slots } = useBookingPage(token);

  const body = () => {
    if (!token || page.error instanceof NotFoundError)
      return (
        <Card>
          <EmptyState title={t('scheduling.booking.notFound')} description={t('scheduling.booking.notFoundHint')} />
        </Card>
      );
    const failure = page.error ?? slots.error;
    if (failure)
      return (
        <Alert tone="danger" title={t('scheduling.booking.loadFailed')}>
          <p>{failure instanceof ApiError ? failure.message : null}</p>
          <NativeButton variant="secondary" onClick={page.error ? page.retry : slots.retry}>
            {t('scheduling.booking.retry')}
          </NativeButton>
        </Alert>
      );
    if (!page.data || !slots.data) return <Spinner label={t('scheduling.booking.loading')} showLabel />;
    return <Booking token={token} page={page.data} days={slots.data} onTaken={slots.retry} />;
  };

  return (
    <Page>
      <h1>{page.data ? page.data.campanha : t('scheduling.booking.heading')}</h1>
      {body()}
    </Page>
  );
}

interface BookingProps {
  token: string;
  page: BookingPage;
  days: ReadonlyArray<{ dia: string; horarios: readonly string[] }>;
  /** Reads the free slots again (someone took the chosen one). */
  onTaken: () => void;
}

function Booking({ token, page, days, onTaken }: BookingProps) {
  const t = useT(bookingTexts);
  const booking = useApiResource(bookingResource);
  const locale = useUiLocale();
  const translate = useValidationMessage();
  const zone = zoneInWords(t, page.fuso);
  const [dia, setDia] = useState<string | null>(days[0]?.dia ?? null);
  const [horario, setHorario] = useState<string | null>(null);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [booked, setBooked] = useState<BookingConfirmation | null>(null);

  // The slots were read again: a day or slot that is gone is no longer chosen.
  const current = days.find((day) => day.dia === dia) ?? days[0];
  const chosen = horario !== null && days.some((day) => day.horarios.includes(horario)) ? horario : null;

  const set = (field: keyof typeof EMPTY) => (event: ChangeEvent<HTMLInputElement>) => {
    const { value } = event.target;
    askForSending();
    setValues((old) => ({ ...old, [field]: value }));
    setErrors((old) => ({ ...old, [field]: undefined }));
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setNotice(null);
    setPending(true);
    try {
      const { bookingInput } = await loadChecks();
      const checked = bookingInput.safeParse({ ...values, horario: chosen ?? undefined });
      if (!checked.success) {
        const found: Partial<Record<Field, string>> = {};
        for (const issue of checked.error.issues) {
          const field = issue.path[0] as Field;
          if (FIELDS.includes(field)) found[field] ??= field === 'horario' ? t('scheduling.booking.pickSlot') : translate(issue.message);
        }
        setErrors(found);
        setPending(false);
        return;
      }
      const confirmation = await booking.book(token, checked.data);
      // In a transition the form stays, its button still pending, until the confirmation's chunk is here (it almost
      // always is already): a click meanwhile cannot book a second time.
      startTransition(() => setBooked(confirmation));
    } catch (error) {
      setPending(false);
      if (error instanceof ConflictError) {
        setHorario(null);
        setNotice(t('scheduling.booking.taken'));
        onTaken();
      } else if (error instanceof ValidationError) {
        const messages = error.fieldMessages();
        setErrors(Object.fromEntries(FIELDS.filter((field) => messages[field]).map((field) => [field, messages[field]])));
        if (messages.horario) onTaken();
      } else if (error instanceof RateLimitedError) setNotice(t('scheduling.booking.rateLimited', { seconds: error.retryAfter ?? 60 }));
      else setNotice(t('scheduling.booking.failed'));
    }
  }

  if (booked) return <BookingConfirmed booked={booked} zone={zone} />;

  return (
    <>
      <Card title={page.empresa} subtitle={t('scheduling.booking.product', { product: page.produto })}>
        <Stack>
          {page.descricao && <p>{page.descricao}</p>}
          <Muted>{t('scheduling.booking.slotLength', { minutes: page.duracao_minutos, zone })}</Muted>
        </Stack>
      </Card>
      {/* Always there and polite: a notice put in it is said once, after what the screen reader is saying. */}
      <div aria-live="polite">
        {notice && (
          <Alert tone="warning" live={false}>
            {notice}
          </Alert>
        )}
      </div>
      {days.length === 0 || !current ? (
        <Card>
          <EmptyState title={t('scheduling.booking.noSlots')} description={t('scheduling.booking.noSlotsHint')} />
        </Card>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack>
            <Card>
              <Stack>
                <NativeRadioGroup
                  orientation="horizontal"
                  label={t('scheduling.booking.dayLabel')}
                  value={current.dia}
                  onChange={(value) => {
                    setDia(value);
                    setHorario(null);
                  }}
                  options={days.map((day) => ({ value: day.dia, label: formatLongDate(dayInstant(day.dia), { locale, timeZone: 'UTC' }) }))}
                />
                <NativeRadioGroup
                  orientation="horizontal"
                  label={t('scheduling.booking.timeLabel', { zone })}
                  value={chosen}
                  onChange={(value) => {
                    setHorario(value);
                    setErrors((old) => ({ ...old, horario: undefined }));
                  }}
                  errorMessage={errors.horario}
                  options={current.horarios.map((slot) => ({ value: slot, label: formatTime(slot, { locale, timeZone: page.fuso }) }))}
                />
              </Stack>
            </Card>
            <Card title={t('scheduling.booking.formTitle')}>
              <Stack>
                <NativeTextField
                  label={t('scheduling.booking.nome')}
                  name="nome"
                  autoComplete="name"
                  required
                  value={values.nome}
                  onChange={set('nome')}
                  errorMessage={errors.nome}
                />
                <NativeTextField
                  label={t('scheduling.booking.email')}
                  name="email"
                  type="email"
                  autoComplete="email"
                  required
                  value={values.email}
                  onChange={set('email')}
                  errorMessage={errors.email}
                />
                <Phone>
                  <NativeTextField
                    label={t('scheduling.booking.ddi')}
                    name="ddi"
                    inputMode="numeric"
                    value={values.ddi}
                    onChange={set('ddi')}
                    errorMessage={errors.ddi}
                  />
                  <NativeTextField
                    label={t('scheduling.booking.ddd')}
                    name="ddd"
                    inputMode="numeric"
                    value={values.ddd}
                    onChange={set('ddd')}
                    errorMessage={errors.ddd}
                  />
                  <NativeTextField
                    label={t('scheduling.booking.telefone')}
                    name="telefone"
                    type="tel"
                    inputMode="numeric"
                    autoComplete="tel-national"
                    required
                    value={values.telefone}
                    onChange={set('telefone')}
                    errorMessage={errors.telefone}
                  />
                </Phone>
                <NativeButton type="submit" isPending={pending}>
                  {t('scheduling.booking.submit')}
                </NativeButton>
              </Stack>
            </Card>
          </Stack>
        </form>
      )}
    </>
  );
}
