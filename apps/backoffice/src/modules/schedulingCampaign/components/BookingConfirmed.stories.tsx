import { buildBookingConfirmation } from '@retoma/api-client/mock';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { darkStory } from '#storybook/screenStates';
import BookingConfirmed from './BookingConfirmed';

const meta = {
  title: 'Public / Booking / Confirmed',
  component: BookingConfirmed,
  args: {
    booked: buildBookingConfirmation({ horario: '2026-11-30T12:30:00.000Z', obrigado_url: 'https://aurora.example/obrigado' }),
    zone: 'horário de Brasília',
  },
} satisfies Meta<typeof BookingConfirmed>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The booked day and time in the company's zone, announced, the focus on the heading, the thank-you page to follow. */
export const WithThankYouPage: Story = {
  play: async ({ canvasElement }) => {
    const status = await within(canvasElement).findByRole('status');
    await expect(await within(status).findByRole('heading', { name: 'Horário agendado!' })).toHaveFocus();
    await expect(status).toHaveTextContent('Esperamos você em segunda-feira, 30 de novembro de 2026, às 9:30 (horário de Brasília).');
    await expect(await within(status).findByRole('link', { name: 'Continuar' })).toHaveAttribute('href', 'https://aurora.example/obrigado');
  },
};

/** A campaign without a thank-you page: the confirmation alone, nothing to follow. */
export const WithoutThankYouPage: Story = {
  args: { booked: buildBookingConfirmation({ horario: '2026-12-01T18:00:00.000Z', obrigado_url: null }) },
  play: async ({ canvasElement }) => {
    const status = await within(canvasElement).findByRole('status');
    await expect(await within(status).findByRole('heading', { name: 'Horário agendado!' })).toHaveFocus();
    await expect(status).toHaveTextContent('Esperamos você em terça-feira, 1 de dezembro de 2026, às 15:00 (horário de Brasília).');
    await expect(within(status).queryByRole('link')).toBeNull();
  },
};

export const Dark: Story = darkStory('Horário agendado!');
