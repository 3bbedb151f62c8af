import type { Meta, StoryObj } from '@storybook/react-vite';
import { findDialog } from '#storybook/queries';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DeskShortcuts, ShortcutsHelpDialog } from './DeskShortcuts';

/** The desk's keyboard shortcuts: the help dialog `?` opens on the tickets list and the attend screen. */
const meta = {
  title: 'Screens/Tickets/Keyboard shortcuts',
  component: ShortcutsHelpDialog,
  args: { isOpen: true, onOpenChange: () => undefined },
} satisfies Meta<typeof ShortcutsHelpDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Modal dialog at the document's root: the checks look there, not in the story's canvas (`findDialog` too). */
const page = () => within(document.body);

/** Every shortcut, its key(s) drawn as keys, in the order of the agent's day. */
export const Help: Story = {
  play: async () => {
    const dialog = await findDialog('Atalhos de teclado');
    const help = within(dialog);
    for (const text of [
      'Atender o próximo ticket aberto sem atendente (lista de tickets)',
      'Atender o ticket da linha em foco (lista de tickets)',
      'Escrever uma mensagem de WhatsApp ao lead (atendimento)',
      'Enviar a mensagem escrita (painel de WhatsApp, também no campo)',
      'Escrever um e-mail ao lead (atendimento)',
      'Enviar o e-mail escrito (painel de e-mail, também no campo)',
      'Ir para a finalização do atendimento (atendimento)',
      'Mostrar estes atalhos',
    ])
      await expect(await help.findByText(text)).toBeVisible();
    await expect(await help.findByText('No Mac, ⌘ no lugar de Ctrl.')).toBeVisible();
    await expect((await help.findAllByText((_, element) => element?.tagName === 'KBD')).map((key) => key.textContent)).toEqual([
      'n',
      'a',
      'w',
      'Ctrl',
      'Enter',
      'e',
      'Ctrl',
      'Enter',
      'f',
      '?',
    ]);
  },
};

/** In English. */
export const HelpInEnglish: Story = {
  globals: { locale: 'en' },
  play: async () => {
    const dialog = await findDialog('Keyboard shortcuts');
    await expect(await within(dialog).findByText('Attend the next open ticket nobody holds (tickets list)')).toBeVisible();
    await expect(await within(dialog).findByText('Send the message written (WhatsApp panel, also in the field)')).toBeVisible();
    await expect(await within(dialog).findByText('Send the e-mail written (e-mail panel, also in the field)')).toBeVisible();
  },
};

/** In German (the keys have their German names: Strg, Eingabe). */
export const HelpInGerman: Story = {
  globals: { locale: 'de' },
  play: async () => {
    const dialog = await findDialog('Tastenkürzel');
    // Twice: Strg+Eingabe sends the WhatsApp message and the e-mail.
    await expect(await within(dialog).findAllByText('Strg')).toHaveLength(2);
    await expect(await within(dialog).findByText('Auf dem Mac ⌘ statt Strg.')).toBeVisible();
    await expect(await within(dialog).findByText('Diese Tastenkürzel anzeigen')).toBeVisible();
  },
};

/**
 * A desk screen listening: `?` opens the help (not while typing in a field — there it is a question mark), and
 * Escape closes it, focus back where it was.
 */
export const OpenedWithQuestionMark: Story = {
  render: () => (
    <>
      <label>
        Pesquisar <input type="search" />
      </label>
      <button type="button">Atender</button>
      <DeskShortcuts actions={{}} />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const search = await canvas.findByRole('searchbox', { name: 'Pesquisar' });
    await userEvent.click(search);
    await userEvent.keyboard('?');
    await expect(search).toHaveValue('?');
    await expect(page().queryByRole('dialog')).toBeNull();
    const attend = await canvas.findByRole('button', { name: 'Atender' });
    attend.focus();
    await userEvent.keyboard('?');
    const dialog = await findDialog('Atalhos de teclado');
    await expect(await within(dialog).findByText('Mostrar estes atalhos')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    // Focus comes back to where it was once the dialog has left.
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Atender' })).toHaveFocus());
  },
};

/** Turned off in the preferences (WCAG 2.1.4): `?` and the other letters are only letters. */
export const TurnedOff: Story = {
  beforeEach: () => {
    localStorage.setItem('keyboardShortcuts', 'false');
  },
  render: () => (
    <>
      <button type="button">Atender</button>
      <DeskShortcuts actions={{}} />
    </>
  ),
  play: async ({ canvasElement }) => {
    const attend = await within(canvasElement).findByRole('button', { name: 'Atender' });
    attend.focus();
    await userEvent.keyboard('?');
    await expect(attend).toHaveFocus();
    await expect(page().queryByRole('dialog')).toBeNull();
  },
};
