import type { BookingConfirmation, BookingDay, BookingPage } from '../../types';
import { item } from './core';

/** `mockHandlers.booking.*`, mirroring `client.booking`: the public booking page's calls (`/api/public/agendamento/...`). */
export const bookingHandlers = {
  page: item<BookingPage>('get', 'agendamento/:token'),
  slots: item<BookingDay[]>('get', 'agendamento/:token/horarios'),
  book: item<BookingConfirmation>('post', 'agendamento/:token'),
};
