import type { BookingConfirmation } from '@retoma/api-client';
import { Card, Link, formatLongDate, formatTime, useUiLocale } from '@retoma/ui';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import { bookingTexts } from '../texts/booking';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

/**
 * The booked day and time, announced, the focus on its heading, and the company's thank-you page to follow when it
 * has one. In a chunk of its own (the booking page asks for it once its form shows): the kit's Link is react-aria's,
 * about 10 kB gzip that the lead's first view does not need.
 */
export default function BookingConfirmed({ booked, zone }: { booked: BookingConfirmation; zone: string }) {
  const t = useT(bookingTexts);
  const locale = useUiLocale();
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <Card>
      <Stack role="status">
        <h2 ref={headingRef} tabIndex={-1}>
          {t('scheduling.booking.confirmedTitle')}
        </h2>
        <p>
          {t('scheduling.booking.confirmedText', {
            day: formatLongDate(booked.horario, { locale, timeZone: booked.fuso }),
            time: formatTime(booked.horario, { locale, timeZone: booked.fuso }),
            zone,
          })}
        </p>
        {booked.obrigado_url && (
          <Link href={booked.obrigado_url} target="_top">
            {t('scheduling.booking.continue')}
          </Link>
        )}
      </Stack>
    </Card>
  );
}
