import { mockHandlers } from '@retoma/api-client/mock';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { IN_COMPANY } from '#storybook/companySession';
import { findOverlay, findToast, overlayGone } from '#storybook/queries';
import AttendTicketScreen from './AttendTicketScreen';
import { STORY_LINKS, ticketServerRecorder, ticketStoryServer } from './ticketStoryServer';
import { expectNoPortuguese, inLocale, type StoryFrame } from '#storybook/languages';

/** The agent's e-mail to the lead, written in the rich-text editor the campaign steps use. */
const meta = {
  title: 'Screens/Tickets/Attend/E-mail composer',
  component: AttendTicketScreen,
  parameters: { layout: 'fullscreen', route: { id: 'tickets-atender', path: '/aurora/tickets/atender/42' }, ...IN_COMPANY },
} satisfies Meta<typeof AttendTicketScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The demo ticket's server for the story that runs, and what it received (`sent`). */
const { sent, record } = ticketServerRecorder();
const serveAndRecord: Story['beforeEach'] = ({ msw }) => {
  msw.use(...record().handlers);
};

/** Opens the e-mail panel once the attending screen is in, and waits for its editor (loaded on first use). */
async function openComposer(canvasElement: HTMLElement, names = { open: 'Enviar e-mail', title: 'Novo e-mail', message: 'Mensagem' }) {
  const canvas = within(canvasElement);
  await canvas.findByText('Oferta principal');
  await userEvent.click(await canvas.findByRole('button', { name: names.open }));
  const panel = await findOverlay('dialog', names.title);
  const editor = await within(panel).findByRole('textbox', { name: names.message }, { timeout: 10_000 });
  return { canvas, panel, editor };
}

/** Bold from the editor's toolbar, a variable from the picker at the caret: the preview shows both filled in. */
export const Compose: Story = {
  beforeEach: serveAndRecord,
  play: async ({ canvasElement }) => {
    const { panel, editor } = await openComposer(canvasElement);
    await userEvent.click(editor);
    await userEvent.keyboard('Olá, ');
    await userEvent.click(await within(panel).findByRole('button', { name: 'Nome do lead' }));
    await userEvent.keyboard('! ');
    await userEvent.click(await within(panel).findByRole('button', { name: 'Negrito' }));
    await userEvent.keyboard('Oferta de hoje');
    await expect(await within(editor).findByText('Oferta de hoje', { selector: 'strong' })).toBeVisible();
    await expect(editor).toHaveTextContent('Olá, [NOME_LEAD]! Oferta de hoje');
    const preview = await within(panel).findByRole('region', { name: 'Pré-visualização' });
    await expect(await within(preview).findByText(/Olá, Mariana Costa!/)).toBeVisible();
    await expect(await within(preview).findByText('Oferta de hoje', { selector: 'strong' })).toBeVisible();
    await expect(await within(panel).findByRole('button', { name: 'Negrito', pressed: true })).toBeVisible();
  },
};

/** A link from the toolbar: its address is asked for, and the text becomes a link in the e-mail. */
export const InsertLink: Story = {
  beforeEach: serveAndRecord,
  play: async ({ canvasElement }) => {
    const { panel, editor } = await openComposer(canvasElement);
    await userEvent.click(editor);
    await userEvent.keyboard('Veja a oferta');
    // Selects "oferta" as a mouse would (the editor follows the document's selection).
    const text = (await within(editor).findByText('Veja a oferta')).firstChild!;
    const range = document.createRange();
    range.setStart(text, 7);
    range.setEnd(text, 13);
    document.getSelection()!.removeAllRanges();
    document.getSelection()!.addRange(range);
    await userEvent.click(await within(panel).findByRole('button', { name: 'Link' }));
    const address = await within(panel).findByRole('textbox', { name: 'Endereço do link' });
    await userEvent.clear(address);
    await userEvent.type(address, 'https://aurora.example/oferta');
    await userEvent.click(await within(panel).findByRole('button', { name: 'Aplicar link' }));
    await expect(await within(editor).findByRole('link', { name: 'oferta' })).toHaveAttribute('href', 'https://aurora.example/oferta');
  },
};

/**
 * A sales link from the picker: it goes in as a link on its name, to the agent's own address (tracking code
 * included), the words typed after it stay plain text, and the server receives it as an `<a href>`.
 */
export const InsertSalesLink: Story = {
  beforeEach: serveAndRecord,
  play: async ({ canvasElement }) => {
    const { panel, editor } = await openComposer(canvasElement);
    const url = STORY_LINKS[0]!.url!;
    await userEvent.type(await within(panel).findByRole('textbox', { name: 'Assunto' }), 'Sua vaga');
    await userEvent.click(editor);
    await userEvent.keyboard('Garanta a sua vaga: ');
    const links = await within(panel).findByRole('group', { name: 'Links de venda (viram o seu link)' });
    await userEvent.click(await within(links).findByRole('button', { name: 'Oferta principal' }));
    await expect(await within(editor).findByRole('link', { name: 'Oferta principal' })).toHaveAttribute('href', url);
    await userEvent.keyboard(' até hoje.');
    await expect(editor).toHaveTextContent('Garanta a sua vaga: Oferta principal até hoje.');
    await expect(await within(editor).findByRole('link', { name: 'Oferta principal' })).toBeVisible();
    const preview = await within(panel).findByRole('region', { name: 'Pré-visualização' });
    await expect(await within(preview).findByRole('link', { name: 'Oferta principal' })).toHaveAttribute('href', url);
    await userEvent.click(await within(panel).findByRole('button', { name: 'Enviar e-mail' }));
    await findToast('Seu e-mail foi enviado.');
    await overlayGone('dialog');
    // What the server received, read as HTML: the link's own address as the anchor's href, on the link's name.
    const sentHtml = new DOMParser().parseFromString(sent.email[0]!.mensagem, 'text/html');
    const anchors = [...sentHtml.querySelectorAll('a')].map((anchor) => [anchor.getAttribute('href'), anchor.textContent]);
    await expect(anchors).toEqual([[url, 'Oferta principal']]);
    await expect(sentHtml.body.textContent).toBe('Garanta a sua vaga: Oferta principal até hoje.');
  },
};

/** Subject and text sent: the server receives the editor's HTML with the variable, and the history shows the e-mail. */
export const Send: Story = {
  beforeEach: serveAndRecord,
  play: async ({ canvasElement }) => {
    const { canvas, panel, editor } = await openComposer(canvasElement);
    await userEvent.type(await within(panel).findByRole('textbox', { name: 'Assunto' }), 'Sua oferta');
    await userEvent.click(editor);
    await userEvent.keyboard('Oi, ');
    await userEvent.click(await within(panel).findByRole('button', { name: 'Nome do lead' }));
    await userEvent.click(await within(panel).findByRole('button', { name: 'Enviar e-mail' }));
    await findToast('Seu e-mail foi enviado.');
    await overlayGone('dialog');
    await expect(sent.email[0]).toEqual({ id: 42, assunto: 'Sua oferta', mensagem: '<p>Oi, [NOME_LEAD]</p>' });
    await expect(await canvas.findByRole('tab', { name: 'Histórico (8)' })).toBeVisible();
  },
};

/** Ctrl+Enter in the editor sends the e-mail, as it sends a WhatsApp message (no line break is added first). */
export const SendByShortcut: Story = {
  beforeEach: serveAndRecord,
  play: async ({ canvasElement }) => {
    const { canvas, panel, editor } = await openComposer(canvasElement);
    await userEvent.type(await within(panel).findByRole('textbox', { name: 'Assunto' }), 'Sua oferta');
    await userEvent.click(editor);
    await userEvent.keyboard('Oferta de hoje');
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    await findToast('Seu e-mail foi enviado.');
    await overlayGone('dialog');
    await expect(sent.email[0]).toEqual({ id: 42, assunto: 'Sua oferta', mensagem: '<p>Oferta de hoje</p>' });
    await expect(await canvas.findByRole('tab', { name: 'Histórico (8)' })).toBeVisible();
  },
};

/** The server refuses the text: its message shows on the editor, and nothing typed is lost. */
export const ServerError: Story = {
  beforeEach({ msw }) {
    // The refusal first: the first handler that matches answers.
    msw.use(
      mockHandlers.tickets.sendEmail.error(422, {
        message: 'A mensagem ficou vazia depois de removido o conteúdo não permitido.',
        errors: { mensagem: ['A mensagem ficou vazia depois de removido o conteúdo não permitido.'] },
      }),
      ...ticketStoryServer().handlers,
    );
  },
  play: async ({ canvasElement }) => {
    const { panel, editor } = await openComposer(canvasElement);
    await userEvent.type(await within(panel).findByRole('textbox', { name: 'Assunto' }), 'Sua oferta');
    await userEvent.click(editor);
    await userEvent.keyboard('Texto que o servidor recusa');
    await userEvent.click(await within(panel).findByRole('button', { name: 'Enviar e-mail' }));
    await waitFor(() => expect(editor).toHaveAttribute('aria-invalid', 'true'));
    await expect(editor).toHaveAccessibleDescription('A mensagem ficou vazia depois de removido o conteúdo não permitido.');
    await expect(editor).toHaveTextContent('Texto que o servidor recusa');
    await expect(await within(panel).findByRole('textbox', { name: 'Assunto' })).toHaveValue('Sua oferta');
  },
};

/** Words of the Portuguese panel that no other language may show. */
const PORTUGUESE = ['Assunto', 'Mensagens padrão', 'Negrito', 'Pré-visualização'];

/** The panel read in another language: the editor's toolbar, the picker and the panel speak it, no Portuguese left. */
const inLanguage = (
  locale: 'en' | 'de',
  words: { open: string; title: string; message: string; formatting: string; numbers: string; leadName: string; links: string },
  size: StoryFrame = {},
): Story => ({
  ...inLocale(locale, size),
  beforeEach: serveAndRecord,
  play: async ({ canvasElement }) => {
    const { panel } = await openComposer(canvasElement, words);
    const toolbar = await within(panel).findByRole('toolbar', { name: words.formatting });
    await expect(await within(toolbar).findByRole('button', { name: words.numbers })).toBeVisible();
    await expect(await within(panel).findByRole('button', { name: words.leadName })).toBeVisible();
    const links = await within(panel).findByRole('group', { name: words.links });
    await expect(await within(links).findByRole('button', { name: 'Oferta principal' })).toBeVisible();
    await expectNoPortuguese(panel, PORTUGUESE);
  },
});

/** In English: the editor's toolbar, the picker and the panel speak the person's language. */
export const English = inLanguage('en', {
  open: 'Send email',
  title: 'New email',
  message: 'Message',
  formatting: 'Formatting',
  numbers: 'Numbered list',
  leadName: 'Lead name',
  links: 'Sales links (become your link)',
});

/** In German, at 1366 px: the longer words fit the panel. */
export const German = inLanguage(
  'de',
  {
    open: 'E-Mail senden',
    title: 'Neue E-Mail',
    message: 'Nachricht',
    formatting: 'Formatierung',
    numbers: 'Nummerierte Liste',
    leadName: 'Name des Leads',
    links: 'Verkaufslinks (werden zu Ihrem Link)',
  },
  {
    globals: { viewport: { value: 'laptop' } },
    parameters: { viewport: { options: { laptop: { name: 'laptop (1366px)', styles: { width: '1366px', height: '768px' } } } } },
  },
);
