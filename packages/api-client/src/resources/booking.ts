import type { HttpClient } from '../client';
import type { BookingInput } from '../schemas/booking';
import type { BookingConfirmation, BookingDay, BookingPage, BookingSlotsParams, DataEnvelope } from '../types';
import { defineResource, responseSchemas } from './define';
import { seg, toQuery, type CallOptions } from './http';

/** The identity of the public booking page's calls (`/api/public/...`): no company, no session. */
export const PUBLIC_IDENTITY = 'public';

/**
 * The public booking page of a scheduling campaign, named by the campaign's token (`/agendamento?token=…`):
 * reached by leads without a session, so it has no company endpoints (nor permissions).
 */
export const bookingResource = defineResource({
  endpoints: {},
  responses: async () => {
    const { dataOf, arrayOf, bookingPageSchema, bookingDaySchema, bookingConfirmationSchema } = await responseSchemas();
    return {
      page: dataOf(bookingPageSchema),
      slots: arrayOf(bookingDaySchema),
      book: dataOf(bookingConfirmationSchema),
    };
  },
  create(http: HttpClient) {
    const call = async <T>(path: string, init: { method?: 'POST'; query?: object; body?: unknown }, o?: CallOptions) =>
      (
        await http.request<DataEnvelope<T>>(path, {
          method: init.method ?? 'GET',
          identity: PUBLIC_IDENTITY,
          query: toQuery(init.query),
          body: init.body,
          signal: o?.signal,
          skipAuthRefresh: true,
        })
      ).data;
    return {
      /** The company, the campaign and how its slots are said (the company's zone, the slot length); 404 when off. */
      page: (token: string, o?: CallOptions) => call<BookingPage>(`agendamento/${seg(token)}`, {}, o),
      /** Free slots per day in the company's zone (at most 31 days; the next two weeks by default). */
      slots: (token: string, params?: BookingSlotsParams, o?: CallOptions) =>
        call<BookingDay[]>(`agendamento/${seg(token)}/horarios`, { query: params }, o),
      /** Books a slot: 201 with the booked time; 409 when someone took it meanwhile; 422 per field. */
      book: (token: string, input: BookingInput, o?: CallOptions) =>
        call<BookingConfirmation>(`agendamento/${seg(token)}`, { method: 'POST', body: input }, o),
    };
  },
});
