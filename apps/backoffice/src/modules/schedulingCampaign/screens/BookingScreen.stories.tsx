import { buildBookingConfirmation, buildBookingDays, buildBookingPage, mockHandlers } from '@retoma/api-client/mock';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { darkStory, screenStates } from '#storybook/screenStates';
import BookingScreen from './BookingScreen';

const TOKEN = '3f2b8c1e-6a47-4d2e-9b1a-7c5d0e8f4a21';
const DAYS = buildBookingDays(['2026-11-30', '2026-12-01', '2026-12-02'], { count: 4 });

const meta = {
  title: 'Public / Booking',
  component: BookingScreen,
  parameters: { layout: 'fullscreen', route: { id: 'agendamento', path: `/agendamento?token=${TOKEN}` } },
  beforeEach({ msw }) {
    msw.use(mockHandlers.booking.page(buildBookingPage()), mockHandlers.booking.slots(DAYS));
  },
} satisfies Meta<typeof BookingScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

async function fillLead(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByRole('textbox', { name: /Nome/ }), 'Marina Costa');
  await userEvent.type(await canvas.findByRole('textbox', { name: /E-mail/ }), 'marina@example.com');
  await userEvent.type(await canvas.findByRole('textbox', { name: 'DDD' }), '11');
  await userEvent.type(await canvas.findByRole('textbox', { name: /Telefone/ }), '987654321');
  return canvas;
}

/** The company and campaign, the days with free slots, the first day's slots in Brasília's time, the lead's fields. */
export const FreeSlots: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Agende uma conversa' })).toBeVisible();
    await expect(await canvas.findByText('Cada conversa dura 30 minutos. Horários no horário de Brasília.')).toBeVisible();
    await expect(await canvas.findByRole('radio', { name: 'segunda-feira, 30 de novembro de 2026' })).toBeChecked();
    await expect(await canvas.findByRole('radiogroup', { name: 'Escolha o horário (horário de Brasília)' })).toBeVisible();
    await expect(await canvas.findByRole('radio', { name: '9:00' })).not.toBeChecked();
    await userEvent.click(await canvas.findByRole('radio', { name: 'terça-feira, 1 de dezembro de 2026' }));
    await expect(await canvas.findByRole('radio', { name: '10:30' })).toBeVisible();
  },
};

export const Dark: Story = darkStory('Agende uma conversa');

/** By keyboard alone: Tab reaches the chosen day, the arrows change it (and its slots), then a slot, the fields, the button. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const monday = await canvas.findByRole('radio', { name: 'segunda-feira, 30 de novembro de 2026' });
    await userEvent.tab();
    await expect(monday).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const tuesday = await canvas.findByRole('radio', { name: 'terça-feira, 1 de dezembro de 2026' });
    await waitFor(() => expect(tuesday).toBeChecked());
    await expect(tuesday).toHaveFocus();
    await userEvent.tab();
    const first = await canvas.findByRole('radio', { name: '9:00' });
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: '9:30' })).toBeChecked());
    await userEvent.tab();
    await expect(await canvas.findByRole('textbox', { name: /Nome/ })).toHaveFocus();
  },
};

/** No free slot in the coming weeks: says so, asks nothing. */
export const NoSlots: Story = {
  beforeEach({ msw }) {
    msw.use(mockHandlers.booking.slots([]));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Não há horários livres nas próximas semanas.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Agendar' })).toBeNull();
  },
};

/** Booked: the day and time confirmed (announced), and the company's thank-you page to follow. */
export const Booked: Story = {
  beforeEach({ msw }) {
    msw.use(
      mockHandlers.booking.book(
        buildBookingConfirmation({ horario: '2026-11-30T12:30:00.000Z', obrigado_url: 'https://aurora.example/obrigado' }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = await fillLead(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: '9:30' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Agendar' }));
    const status = await canvas.findByRole('status');
    await expect(await within(status).findByRole('heading', { name: 'Horário agendado!' })).toHaveFocus();
    await expect(status).toHaveTextContent('Esperamos você em segunda-feira, 30 de novembro de 2026, às 9:30 (horário de Brasília).');
    await expect(await canvas.findByRole('link', { name: 'Continuar' })).toHaveAttribute('href', 'https://aurora.example/obrigado');
  },
};

/** Someone took the slot while the lead was typing: the message, the slots read again without it, the typing kept. */
export const SlotTaken: Story = {
  beforeEach({ msw }) {
    let reads = 0;
    msw.use(
      mockHandlers.booking.slots(() => (reads++ === 0 ? DAYS : buildBookingDays(['2026-11-30'], { count: 1 }))),
      mockHandlers.booking.book.error(409, { message: 'Este horário acabou de ser reservado por outra pessoa. Escolha outro horário.' }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = await fillLead(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: '9:30' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Agendar' }));
    await expect(
      await canvas.findByText('Este horário acabou de ser reservado por outra pessoa. Escolha outro horário: a lista foi atualizada.'),
    ).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('radio', { name: '9:30' })).toBeNull());
    await expect(await canvas.findByRole('radio', { name: '9:00' })).not.toBeChecked();
    await expect(await canvas.findByRole('textbox', { name: /Nome/ })).toHaveValue('Marina Costa');
  },
};

/** What the page checks before sending (no slot chosen, an e-mail that is none) and the server's own, on their fields. */
export const ValidationErrors: Story = {
  beforeEach({ msw }) {
    msw.use(
      mockHandlers.booking.book.error(422, {
        message: 'Os dados informados são inválidos.',
        errors: { telefone: ['Informe o seu telefone, só números.'] },
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /E-mail/ }), 'marina@');
    await userEvent.click(await canvas.findByRole('button', { name: 'Agendar' }));
    await expect(await canvas.findByText('Escolha um horário antes de agendar.')).toBeVisible();
    await expect(await canvas.findByText('Informe o seu nome.')).toBeVisible();
    await expect(await canvas.findByText('Informe um e-mail válido.')).toBeVisible();
    const email = await canvas.findByRole('textbox', { name: /E-mail/ });
    await userEvent.clear(email);
    await fillLead(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: '10:00' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Agendar' }));
    await expect(await canvas.findByText('Informe o seu telefone, só números.')).toBeVisible();
    await expect(await canvas.findByRole('textbox', { name: /Nome/ })).toHaveValue('Marina Costa');
  },
};

/** A link of no campaign (or of one switched off). */
export const NotFound: Story = {
  beforeEach({ msw }) {
    msw.use(mockHandlers.booking.page.error(404, { message: 'Agendamento não encontrado: confira o link que você recebeu.' }));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Página de agendamento não encontrada')).toBeVisible();
  },
};

const states = screenStates(mockHandlers.booking.page, {
  loading: 'Carregando os horários…',
  error: { alert: 'Serviço indisponível.', retry: 'Tentar novamente' },
  errorStatus: 503,
  errorBody: { error: 'server_error', message: 'Serviço indisponível.' },
});

export const Loading: Story = states.Loading;
export const Error: Story = states.Error;
