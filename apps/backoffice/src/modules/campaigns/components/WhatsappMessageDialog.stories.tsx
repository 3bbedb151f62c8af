import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { findDialog } from '#storybook/queries';
import { WhatsappMessageDialog } from './WhatsappTarget';

/** "Mensagem no WhatsApp" of a campaign step: the company's WhatsApp that receives the lead's message, and the message. */
const meta = {
  title: 'Recovery / WhatsApp message of a step',
  component: WhatsappMessageDialog,
  args: { initial: { ddi: '55', telefone: '', whatsapp: '' }, onAccept: fn(), onClose: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof WhatsappMessageDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing given yet: Brazil's code, the number and the message to type. */
export const Empty: Story = {
  play: async () => {
    const dialog = within(await findDialog('Mensagem no WhatsApp'));
    await expect(await dialog.findByRole('textbox', { name: /DDI/ })).toHaveValue('55');
    await expect(await dialog.findByRole('textbox', { name: /WhatsApp que recebe a mensagem/ })).toHaveValue('');
    await expect(await dialog.findByText('0/300')).toBeVisible();
  },
};

/** What the step has: accepted as it is, digits of the number kept as typed for the server to clean. */
export const Filled: Story = {
  args: { initial: { ddi: '55', telefone: '11987654321', whatsapp: 'Olá, sou [NOME_LEAD] e quero o [NOME_PRODUTO].' } },
  play: async ({ args }) => {
    const dialog = within(await findDialog('Mensagem no WhatsApp'));
    await expect(await dialog.findByRole('textbox', { name: /^Mensagem/ })).toHaveValue('Olá, sou [NOME_LEAD] e quero o [NOME_PRODUTO].');
    await userEvent.click(await dialog.findByRole('button', { name: 'Inserir' }));
    await waitFor(() => expect(args.onAccept).toHaveBeenCalledWith(args.initial));
  },
};

/** A Brazilian number without its DDD, a country code that is none, no message: each field says what is wrong and nothing goes in. */
export const Invalid: Story = {
  args: { initial: { ddi: 'x', telefone: '987654321', whatsapp: '' } },
  play: async ({ args }) => {
    const dialog = within(await findDialog('Mensagem no WhatsApp'));
    await userEvent.click(await dialog.findByRole('button', { name: 'Inserir' }));
    await expect(await dialog.findByText('DDI inválido.')).toBeVisible();
    await expect(await dialog.findByText('Escreva a mensagem que o lead envia pelo WhatsApp.')).toBeVisible();
    await userEvent.clear(await dialog.findByRole('textbox', { name: /DDI/ }));
    await userEvent.type(await dialog.findByRole('textbox', { name: /DDI/ }), '55');
    await userEvent.click(await dialog.findByRole('textbox', { name: /^Mensagem/ }));
    await userEvent.paste('Oi!');
    await userEvent.click(await dialog.findByRole('button', { name: 'Inserir' }));
    await expect(await dialog.findByText('Informe o DDD e o número: 10 ou 11 dígitos.')).toBeVisible();
    await expect(args.onAccept).not.toHaveBeenCalled();
  },
};

/** The server's word on the number (the form's 422) shows on its field as the dialog opens. */
export const ServerError: Story = {
  args: {
    initial: { ddi: '55', telefone: '', whatsapp: '' },
    errors: { telefone: 'Informe o WhatsApp que recebe a mensagem do botão "Mensagem no WhatsApp", ou tire o botão do texto.' },
  },
  play: async () => {
    const dialog = within(await findDialog('Mensagem no WhatsApp'));
    await expect(
      await dialog.findByText('Informe o WhatsApp que recebe a mensagem do botão "Mensagem no WhatsApp", ou tire o botão do texto.'),
    ).toBeVisible();
    await expect(await dialog.findByRole('textbox', { name: /WhatsApp que recebe a mensagem/ })).toHaveAttribute('aria-invalid', 'true');
  },
};
