import { definePublicRoutes } from '../../platform/definePublicRoutes';

/**
 * The public booking page `/agendamento?token=…`, where a lead books a free slot without a login. Declared apart
 * from module.ts so the app's entry knows it (app/routes.ts): a lead opening the link from an e-mail or SMS on a
 * phone sees the page without waiting for the whole route table.
 */
export default definePublicRoutes({
  nav: {
    pt: { 'scheduling.booking.title': 'Agende um horário' },
    en: { 'scheduling.booking.title': 'Book a time' },
    de: { 'scheduling.booking.title': 'Termin buchen' },
    fr: { 'scheduling.booking.title': 'Réserver un créneau' },
  },
  routes: [
    {
      id: 'agendamento',
      path: '/agendamento',
      scope: 'public',
      title: 'scheduling.booking.title',
      screen: () => import('./screens/BookingScreen'),
    },
  ],
});
