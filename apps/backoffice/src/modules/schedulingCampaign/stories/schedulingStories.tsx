import type { PermissionName } from '@retoma/api-client';
import { buildCampanha, buildCatalogueItems, buildUserOptions, mockHandlers, MOCK_CAMPANHA_CONFIGS } from '@retoma/api-client/mock';
import type { Decorator } from '@storybook/react-vite';
import { companySessionHandlers } from '#storybook/companySession';
import { BookingOriginContext } from '../components/BookingLink';

/** The scheduling campaign of the stories, in the plan 1: bookings go to Bruno Lima. */
export const SCHEDULING = buildCampanha('agendamento', {
  id: 13,
  nome: 'Agende uma conversa',
  produto: { id: 1, nome: 'Método Reconquista', cor: '#5b3cc4' },
  token: '3f2b8c1e-6a47-4d2e-9b1a-7c5d0e8f4a21',
  config: { ...MOCK_CAMPANHA_CONFIGS.agendamento, atendente_id: 2 },
});

export const SCHEDULING_PATH = '/aurora/plano/1/campanha/configurar-agendamento/13';

/** What the settings form picks from: the company's origins, doubt types and members. */
export const settingsOptionHandlers = () => [
  mockHandlers.ticketOptions.origens.list(buildCatalogueItems('origem', 3)),
  mockHandlers.ticketOptions.tiposDeDuvida.list(buildCatalogueItems('tipoDeDuvida', 3)),
  mockHandlers.selects.usuarios(buildUserOptions()),
];

/** A user whose role holds only `permissions` (the Administrador holds them all). */
export const limitedUser = (permissions: readonly PermissionName[]) =>
  companySessionHandlers({ user: { role_name: 'Atendente' }, grants: { Atendente: permissions } });

/** The app's origin as leads reach it in production, whatever port the stories run on. */
export const APP_ORIGIN = 'https://app.retoma.com.br';
export const withAppOrigin: Decorator = (Story) => (
  <BookingOriginContext.Provider value={APP_ORIGIN}>
    <Story />
  </BookingOriginContext.Provider>
);
