import { mockHandlers } from '@retoma/api-client/mock';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { companySessionHandlers, IN_COMPANY } from '#storybook/companySession';
import { expectLeftFor } from '#storybook/navigation';
import AttendTicketScreen from './AttendTicketScreen';
import { findOverlay, findToast, overlayGone } from '#storybook/queries';
import { STORY_LINKS, storyTicket, ticketServerRecorder, ticketStoryServer } from './ticketStoryServer';
import { darkStory, screenStates } from '#storybook/screenStates';
import { expectNoPortuguese, inLocale, type StoryFrame } from '#storybook/languages';

const meta = {
  title: 'Screens/Tickets/Attend',
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

/** The attending screen once everything it reads is in: the lock, the ticket, the statuses and the sales links. */
async function attending(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('radiogroup', { name: 'Resultado do atendimento' });
  await canvas.findByText('Oferta principal');
  return canvas;
}

export const Loaded: Story = {
  beforeEach: serveAndRecord,
  play: async ({ canvasElement }) => {
    const canvas = await attending(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Atendendo ticket' })).toBeVisible();
    await expect(await canvas.findByText('Ticket #42')).toBeVisible();
    const lead = await canvas.findByRole('region', { name: 'Lead' });
    await expect(await within(lead).findByText('Mariana Costa')).toBeVisible();
    await expect(await within(lead).findByText('+55 (11) 98765-4321')).toBeVisible();
    await expect(await within(lead).findByText('529.982.247-25')).toBeVisible();
    await expect(await within(lead).findByRole('button', { name: 'Enviar WhatsApp' })).toBeVisible();
    const ticket = await canvas.findByRole('region', { name: 'Ticket' });
    await expect(await within(ticket).findByText('Método Reconquista')).toBeVisible();
    await expect(await within(ticket).findByText('Recuperação de carrinho')).toBeVisible();
    await expect(await canvas.findByRole('tab', { name: 'Atendimento' })).toHaveAttribute('aria-selected', 'true');
    await expect(await canvas.findByRole('tab', { name: 'Histórico (7)' })).toBeVisible();
    await expect(await canvas.findByRole('tab', { name: 'Transações (2)' })).toBeVisible();
    const call = await canvas.findByRole('region', { name: 'Chamada' });
    await expect(await within(call).findByText('Seu ramal: 201')).toBeVisible();
    await expect(await within(call).findByRole('link', { name: 'Ligar para +55 (11) 98765-4321' })).toHaveAttribute(
      'href',
      'tel:+5511987654321',
    );
    await expect(await canvas.findByRole('button', { name: 'Transferir' })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Cancelar atendimento' })).toBeVisible();
  },
};

/** An agent without a phone extension: no call card. An agent without `ticket_transferir`: no transfer. */
export const WithoutCalls: Story = {
  beforeEach({ msw }) {
    msw.use(...ticketStoryServer({ user: { ramal: null, role_name: 'Atendente' } }).handlers);
  },
  play: async ({ canvasElement }) => {
    const canvas = await attending(canvasElement);
    await expect(canvas.queryByRole('region', { name: 'Chamada' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Transferir' })).toBeNull();
    await expect(await canvas.findByRole('button', { name: 'Cancelar atendimento' })).toBeVisible();
  },
};

export const CheckingLock: Story = {
  beforeEach({ msw }) {
    msw.use(mockHandlers.tickets.attend.loading(), ...ticketStoryServer().handlers);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Verificando se o ticket está livre…')).toBeVisible();
    // Not "Atendendo ticket" before the ticket is known to be the agent's.
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Ticket #42' })).toBeVisible();
  },
};

/** The ticket never answers or fails (the server's reason shown too); an editor may not attend, the route guard turns them away. */
const states = screenStates(mockHandlers.tickets.get, {
  others: () => ticketStoryServer().handlers,
  loading: 'Carregando ticket…',
  error: { alert: /Não foi possível carregar o ticket\..*Erro interno do servidor\./, retry: 'Tentar de novo' },
  forbidden: { handlers: () => companySessionHandlers({ user: { role_name: 'editor' } }) },
});

/** On a phone (375 px) the lead, the ticket and the attendance stack in one column, with no sideways scroll. */
export const Phone: Story = {
  beforeEach: serveAndRecord,
  globals: { viewport: { value: 'xs' } },
  play: async ({ canvasElement }) => {
    const canvas = await attending(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Enviar WhatsApp' })).toBeVisible();
    await waitFor(() => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth));
  },
};

/** The screen in the dark theme. */
export const Dark: Story = darkStory('Atendendo ticket', Loaded);

export const Loading: Story = states.Loading;

export const Error: Story = states.Error;

/** The server does not know ticket #42 (404 on the lock). */
export const NotFound: Story = {
  beforeEach({ msw }) {
    msw.use(
      mockHandlers.tickets.attend.error(404, { error: 'not_found', message: 'Ticket não encontrado.' }),
      ...ticketStoryServer().handlers,
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Ticket não encontrado')).toBeVisible();
    await expect(await canvas.findByText('O ticket #42 não existe ou não está disponível para você.')).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'Voltar para a lista de tickets' })).toHaveAttribute('href', '/aurora/tickets');
  },
};

/** An editor may read tickets but not attend them: the route sends them to /nao-autorizado. */
export const Forbidden: Story = states.Forbidden;

const LONG_NAME = 'Maria Eduarda de Albuquerque Vasconcelos Cavalcanti';
const LONG_EMAIL = 'maria.eduarda.albuquerque.vasconcelos239@icloud.com';

/** A long name and e-mail: cut with an ellipsis, whole on hover (title) and on keyboard focus. */
export const LongTexts: Story = {
  beforeEach({ msw }) {
    const ticket = storyTicket();
    msw.use(...ticketStoryServer({ ticket: { ...ticket, lead: { ...ticket.lead, nome: LONG_NAME, email: LONG_EMAIL } } }).handlers);
  },
  play: async ({ canvasElement }) => {
    const canvas = await attending(canvasElement);
    const lead = await canvas.findByRole('region', { name: 'Lead' });
    const email = await within(lead).findByText(LONG_EMAIL);
    await waitFor(() => expect(email).toHaveAttribute('title', LONG_EMAIL));
    await expect(await within(lead).findByText(LONG_NAME)).toHaveAttribute('title', LONG_NAME);
    await expect(email.scrollWidth).toBeGreaterThan(email.clientWidth);
    email.focus();
    await expect(email).toHaveFocus();
    await waitFor(() => expect(email.scrollWidth).toBeLessThanOrEqual(email.clientWidth));
    email.blur();
  },
};

/** One ticket at a time: the agent already attends #17 and is offered to go there. */
export const AlreadyAttendingAnother: Story = {
  beforeEach({ msw }) {
    msw.use(
      mockHandlers.tickets.attend({
        status: 'jaatendendo',
        id: 17,
        msg: 'Você já está atendendo o ticket #17. Finalize ou cancele esse atendimento antes de iniciar outro.',
      }),
      ...ticketStoryServer().handlers,
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Você já está atendendo o ticket #17')).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'Ir para o ticket #17' })).toHaveAttribute('href', '/aurora/tickets/atender/17');
    await expect(await canvas.findByRole('link', { name: 'Voltar para a lista de tickets' })).toBeVisible();
  },
};

export const TakenBySomeoneElse: Story = {
  beforeEach({ msw }) {
    msw.use(
      mockHandlers.tickets.attend({
        status: 'atendendo',
        id: 42,
        msg: 'Este ticket está sendo atendido por Bruno Lima.',
        atendente: { id: 2, name: 'Bruno Lima', avatar: null },
      }),
      ...ticketStoryServer().handlers,
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Ticket em atendimento')).toBeVisible();
    // Titled by whose ticket it is, not "Atendendo ticket".
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Ticket de Bruno Lima' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Atendendo ticket' })).toBeNull();
    await expect(await canvas.findByText('Este ticket está sendo atendido por Bruno Lima.')).toBeVisible();
    await expect(canvas.queryByRole('radiogroup')).toBeNull();
  },
};

export const Closed: Story = {
  beforeEach({ msw }) {
    msw.use(
      mockHandlers.tickets.attend({ status: 'fechado', id: 42, msg: 'Este ticket já encontra-se fechado.' }),
      ...ticketStoryServer().handlers,
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Este ticket já está fechado')).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'Ver detalhes do ticket' })).toHaveAttribute(
      'href',
      '/aurora/tickets/detalhar/42',
    );
  },
};

/** Words of the Portuguese screen that no other language may show: its own, and the history's server-recorded entries. */
const PORTUGUESE = ['Atendendo ticket', 'Histórico', 'Cancelar atendimento', 'Atendimento iniciado', 'Ticket transferido para'];

/**
 * The attending screen read in another language: title, buttons, tabs and dates in it; the history the server
 * recorded as kinds and values is said in it too; none of the Portuguese words is left. The picture shows the
 * history.
 */
const inLanguage = (
  locale: 'en' | 'de',
  words: {
    title: string;
    whatsapp: string;
    cancel: string;
    finish: string;
    attendanceTab: string;
    historyTab: string;
    createdAt: string;
    history: string;
    entries: string[];
  },
  size: StoryFrame = {},
): Story => ({
  ...inLocale(locale, size),
  beforeEach: serveAndRecord,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Oferta principal');
    await expect(await canvas.findByRole('heading', { level: 1, name: words.title })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: words.whatsapp })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: words.cancel })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: words.finish })).toBeVisible();
    await expect(await canvas.findByRole('tab', { name: words.attendanceTab })).toHaveAttribute('aria-selected', 'true');
    await expect(await within(await canvas.findByRole('region', { name: 'Ticket' })).findByText(words.createdAt)).toBeVisible();
    await userEvent.click(await canvas.findByRole('tab', { name: words.historyTab }));
    const history = await canvas.findByRole('list', { name: words.history });
    for (const entry of words.entries) await expect(await within(history).findByText(entry)).toBeVisible();
    await expectNoPortuguese(canvasElement, PORTUGUESE);
  },
});

export const InEnglish = inLanguage('en', {
  title: 'Attending ticket',
  whatsapp: 'Send WhatsApp',
  cancel: 'Cancel attendance',
  finish: 'Finish attendance',
  attendanceTab: 'Attendance',
  historyTab: 'History (7)',
  createdAt: '03/12/2025 12:00 PM',
  history: 'Ticket history',
  entries: ['Attendance started', 'Ticket transferred to Ana Souza', 'Attendance finished: waiting for a call-back'],
});

/** In German, at 1366 px: the longer words fit. */
export const InGerman = inLanguage(
  'de',
  {
    title: 'Ticket in Bearbeitung',
    whatsapp: 'WhatsApp senden',
    cancel: 'Bearbeitung abbrechen',
    finish: 'Bearbeitung abschließen',
    attendanceTab: 'Bearbeitung',
    historyTab: 'Verlauf (7)',
    createdAt: '12.03.2025 12:00',
    history: 'Ticketverlauf',
    entries: ['Bearbeitung begonnen', 'Ticket an Ana Souza übertragen', 'Bearbeitung abgeschlossen: wartet auf Rückruf'],
  },
  {
    globals: { viewport: { value: 'laptop' } },
    parameters: { viewport: { options: { laptop: { name: 'laptop (1366px)', styles: { width: '1366px', height: '768px' } } } } },
  },
);

/** Writes into a field at once (a paste), keeping long stories inside the test time limit. */
async function fill(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

/** Picks an option of a kit Select by its field name. */
async function choose(canvas: ReturnType<typeof within>, field: RegExp, option: string) {
  await userEvent.click(await canvas.findByRole('button', { name: field }));
  const list = await findOverlay('listbox');
  await userEvent.click(await within(list).findByRole('option', { name: option }));
  await overlayGone('listbox');
}

/** Confirms the finish question and waits for the way back to the list. */
async function confirmFinish(canvasElement: HTMLElement) {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Finalizar atendimento' }));
  const dialog = await findOverlay('alertdialog', 'Finalizar atendimento?');
  await userEvent.click(await within(dialog).findByRole('button', { name: 'Sim, finalizar' }));
}

/** Won with a gift (the chosen status allows one): it goes to the lead unless the agent names someone else. */
export const FinishWonWithGift: Story = {
  beforeEach: serveAndRecord,
  play: async ({ canvasElement }) => {
    const canvas = await attending(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: 'Ganhou' }));
    await userEvent.click(await canvas.findByRole('radio', { name: 'Venda realizada' }));
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Inserir brinde físico para esta venda' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: /^Selecione Brinde/ })).toBeEnabled());
    // Only the ticket product's gifts: the company's gift of another product is not offered.
    await userEvent.click(await canvas.findByRole('button', { name: /^Selecione Brinde/ }));
    const gifts = await findOverlay('listbox');
    await expect((await within(gifts).findAllByRole('option')).map((option) => option.textContent)).toEqual(['Caneca personalizada']);
    await userEvent.click(await within(gifts).findByRole('option', { name: 'Caneca personalizada' }));
    await overlayGone('listbox');
    await expect(await canvas.findByRole('textbox', { name: 'Nome do destinatário' })).toHaveValue('Mariana Costa');
    await fill(await canvas.findByRole('textbox', { name: 'Informações de follow-up' }), 'Fechou no cartão em 12x.');
    await confirmFinish(canvasElement);
    await expectLeftFor(canvasElement, '/aurora/tickets');
    await expect(sent.finish[0]).toMatchObject({
      ticket_id: 42,
      lead_id: 7,
      produto_id: 1,
      tipo: 'ganhou',
      status_atendimento_id: 1,
      tembrinde: true,
      brinde_id: 1,
      nome_destinatario: 'Mariana Costa',
      email_destinatario: 'mariana.costa@gmail.com',
      hasupsell: false,
      follow_up: 'Fechou no cartão em 12x.',
    });
    await findToast('Atendimento finalizado com sucesso.');
  },
};

/** Won with the upsell product offered (the ticket's product has one); this status allows no gift. */
export const FinishWonWithUpsell: Story = {
  beforeEach: serveAndRecord,
  play: async ({ canvasElement }) => {
    const canvas = await attending(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: 'Ganhou' }));
    await userEvent.click(await canvas.findByRole('radio', { name: 'Venda de upsell' }));
    await expect(canvas.queryByRole('checkbox', { name: 'Inserir brinde físico para esta venda' })).toBeNull();
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Ofereci um produto de upsell' }));
    await choose(canvas, /Produto de upsell/, 'Planner Financeiro Digital');
    await fill(await canvas.findByRole('textbox', { name: 'Informações de follow-up' }), 'Levou o planner junto.');
    await confirmFinish(canvasElement);
    await expectLeftFor(canvasElement, '/aurora/tickets');
    await expect(sent.finish[0]).toMatchObject({ tipo: 'ganhou', status_atendimento_id: 2, tembrinde: false, hasupsell: true, upsell: 3 });
  },
};

/** Waiting: a future moment becomes the new appointment, sent as an absolute instant. */
export const FinishWaiting: Story = {
  beforeEach: serveAndRecord,
  play: async ({ canvasElement }) => {
    const canvas = await attending(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: 'Aguardando' }));
    const date = await canvas.findByRole('group', { name: 'Data e horário do novo atendimento' });
    await userEvent.click((await within(date).findAllByRole('spinbutton'))[0] as HTMLElement);
    await userEvent.keyboard('160320261030');
    await userEvent.click(await canvas.findByRole('radio', { name: 'Retornar contato' }));
    await fill(await canvas.findByRole('textbox', { name: 'Informações de follow-up' }), 'Ligar na segunda de manhã.');
    await confirmFinish(canvasElement);
    await expectLeftFor(canvasElement, '/aurora/tickets');
    await expect(sent.finish[0]).toMatchObject({
      tipo: 'aguardando',
      status_atendimento_id: 4,
      data_agendamento: '2026-03-16T13:30:00.000Z',
      tembrinde: false,
      hasupsell: false,
    });
    await findToast('Atendimento finalizado. O retorno está na sua agenda.');
  },
};

/** "Sim, finalizar" pressed twice finishes the attendance once (one `POST /atendimentos`). */
export const FinishOncePerPress: Story = {
  beforeEach({ msw }) {
    const server = record();
    // The server takes its time (this handler answers nothing, the story server's then does), so the second click
    // lands while the first request is on its way.
    msw.use(
      http.post('*/atendimentos', () => delay(300)),
      ...server.handlers,
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = await attending(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: 'Perdeu' }));
    await userEvent.click(await canvas.findByRole('radio', { name: 'Venda perdida' }));
    await choose(canvas, /Motivo da perda/, 'Comprou em outro lugar');
    await fill(await canvas.findByRole('textbox', { name: 'Informações de follow-up' }), 'Comprou de um concorrente.');
    await userEvent.click(await canvas.findByRole('button', { name: 'Finalizar atendimento' }));
    const dialog = await findOverlay('alertdialog', 'Finalizar atendimento?');
    await userEvent.dblClick(await within(dialog).findByRole('button', { name: 'Sim, finalizar' }));
    await expectLeftFor(canvasElement, '/aurora/tickets');
    await expect(sent.finish).toHaveLength(1);
  },
};

/** Lost, with the loss reason the chosen status requires. */
export const FinishLost: Story = {
  beforeEach: serveAndRecord,
  play: async ({ canvasElement }) => {
    const canvas = await attending(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: 'Perdeu' }));
    await userEvent.click(await canvas.findByRole('radio', { name: 'Venda perdida' }));
    await choose(canvas, /Motivo da perda/, 'Comprou em outro lugar');
    await fill(await canvas.findByRole('textbox', { name: 'Informações de follow-up' }), 'Comprou de um concorrente.');
    await confirmFinish(canvasElement);
    await expectLeftFor(canvasElement, '/aurora/tickets');
    await expect(sent.finish[0]).toMatchObject({ tipo: 'perdeu', status_atendimento_id: 5, tipo_de_perda_id: 2 });
  },
};

/** Checked before sending: the outcome, the note and (for this lost status) the loss reason, on their fields. */
export const FinishValidationErrors: Story = {
  beforeEach: serveAndRecord,
  play: async ({ canvasElement }) => {
    const canvas = await attending(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Finalizar atendimento' }));
    await expect(await canvas.findByText('Revise os campos destacados.')).toBeVisible();
    await expect(await canvas.findByRole('radiogroup', { name: 'Resultado do atendimento' })).toHaveAccessibleDescription(
      'Escolha o resultado do atendimento.',
    );
    await expect(await canvas.findByRole('textbox', { name: 'Informações de follow-up' })).toHaveAccessibleDescription(
      /Preenchimento obrigatório\./,
    );
    await userEvent.click(await canvas.findByRole('radio', { name: 'Perdeu' }));
    await userEvent.click(await canvas.findByRole('radio', { name: 'Venda perdida' }));
    await fill(await canvas.findByRole('textbox', { name: 'Informações de follow-up' }), 'Sem retorno.');
    await userEvent.click(await canvas.findByRole('button', { name: 'Finalizar atendimento' }));
    await expect(await canvas.findByText('Selecione o motivo.')).toBeVisible();
    await expect(await canvas.findByRole('textbox', { name: 'Informações de follow-up' })).toHaveValue('Sem retorno.');
    await expect(sent.finish).toHaveLength(0);
  },
};

/** The server refuses the date (it was not in the future any more): the message lands on the date, nothing is lost. */
export const FinishServerValidationError: Story = {
  beforeEach({ msw }) {
    msw.use(
      mockHandlers.tickets.finish.error(422, {
        message: 'Os dados informados são inválidos.',
        errors: { data_agendamento: ['Agende para uma data futura.'] },
      }),
      ...ticketStoryServer().handlers,
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = await attending(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: 'Aguardando' }));
    const date = await canvas.findByRole('group', { name: 'Data e horário do novo atendimento' });
    await userEvent.click((await within(date).findAllByRole('spinbutton'))[0] as HTMLElement);
    await userEvent.keyboard('140320261215');
    await userEvent.click(await canvas.findByRole('radio', { name: 'Retornar contato' }));
    await fill(await canvas.findByRole('textbox', { name: 'Informações de follow-up' }), 'Retornar hoje.');
    await confirmFinish(canvasElement);
    await overlayGone('alertdialog');
    await expect(await canvas.findByText('Agende para uma data futura.')).toBeVisible();
    await expect(date).toHaveAttribute('data-invalid', 'true');
    await expect(await canvas.findByRole('textbox', { name: 'Informações de follow-up' })).toHaveValue('Retornar hoje.');
    await expect(await canvas.findByRole('radio', { name: 'Retornar contato' })).toBeChecked();
  },
};

/** Any other refusal (the lock was lost meanwhile) is shown over the form, which keeps what was typed. */
export const FinishServerError: Story = {
  beforeEach({ msw }) {
    msw.use(
      mockHandlers.tickets.finish.error(409, { message: 'Você não está atendendo este ticket. Inicie o atendimento antes.' }),
      ...ticketStoryServer().handlers,
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = await attending(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: 'Ganhou' }));
    await userEvent.click(await canvas.findByRole('radio', { name: 'Venda de upsell' }));
    await fill(await canvas.findByRole('textbox', { name: 'Informações de follow-up' }), 'Venda fechada.');
    await confirmFinish(canvasElement);
    await overlayGone('alertdialog');
    await expect(await canvas.findByText('Você não está atendendo este ticket. Inicie o atendimento antes.')).toBeVisible();
    await expect(await canvas.findByRole('textbox', { name: 'Informações de follow-up' })).toHaveValue('Venda fechada.');
  },
};

/** The desk's shortcuts while attending: "w" opens the WhatsApp panel, and Ctrl+Enter sends from the message field. */
export const WhatsappByShortcut: Story = {
  name: 'WhatsApp By Shortcut',
  beforeEach({ msw }) {
    const server = record();
    msw.use(...server.handlers);
    const open = spyOn(window, 'open').mockReturnValue(null);
    return () => open.mockRestore();
  },
  play: async ({ canvasElement }) => {
    await attending(canvasElement);
    await userEvent.keyboard('w');
    const panel = await findOverlay('dialog', 'Mensagem de WhatsApp');
    await userEvent.click(await within(panel).findByRole('textbox', { name: 'Mensagem' }));
    await userEvent.paste('Oi! Posso ajudar?');
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    await expect(await within(panel).findByText('Mensagem registrada no histórico.')).toBeVisible();
    await expect(sent.whatsapp[0]?.mensagem).toBe('Oi! Posso ajudar?');
  },
};

/** "e" opens the e-mail composer beside the ticket. */
export const EmailByShortcut: Story = {
  beforeEach: serveAndRecord,
  play: async ({ canvasElement }) => {
    await attending(canvasElement);
    await userEvent.keyboard('e');
    const panel = await findOverlay('dialog', 'Novo e-mail');
    await expect(await within(panel).findByRole('textbox', { name: /Assunto/ })).toBeVisible();
  },
};

/** "f" goes to the finish form from any tab, focus on the outcome; "?" lists the shortcuts. */
export const FinishByShortcut: Story = {
  beforeEach: serveAndRecord,
  play: async ({ canvasElement }) => {
    const canvas = await attending(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Histórico (7)' }));
    await userEvent.keyboard('f');
    await waitFor(() => expect(canvas.getByRole('tab', { name: 'Atendimento' })).toHaveAttribute('aria-selected', 'true'));
    const outcomes = await canvas.findByRole('radiogroup', { name: 'Resultado do atendimento' });
    await waitFor(() => expect(within(outcomes).getByRole('radio', { name: 'Ganhou' })).toHaveFocus());
    await userEvent.keyboard('?');
    await expect(await findOverlay('dialog', 'Atalhos de teclado')).toBeVisible();
  },
};

export const SendWhatsapp: Story = {
  name: 'Send WhatsApp',
  beforeEach({ msw }) {
    const server = record();
    msw.use(...server.handlers);
    const open = spyOn(window, 'open').mockReturnValue(null);
    return () => open.mockRestore();
  },
  play: async ({ canvasElement }) => {
    const canvas = await attending(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Enviar WhatsApp' }));
    const panel = await findOverlay('dialog', 'Mensagem de WhatsApp');
    await expect(await within(panel).findByRole('log', { name: 'Mensagens enviadas' })).toHaveTextContent(/Aqui é Bruno Lima/);
    await waitFor(() => expect(within(panel).getByRole('button', { name: 'Mensagens padrão' })).toBeEnabled());
    await userEvent.click(await within(panel).findByRole('button', { name: 'Mensagens padrão' }));
    const menu = await findOverlay('menu');
    await userEvent.click(await within(menu).findByRole('menuitem', { name: 'Primeiro contato' }));
    const message = await within(panel).findByRole('textbox', { name: 'Mensagem' });
    await expect((message as HTMLTextAreaElement).value).toContain('Olá, [NOME_LEAD]!');
    await userEvent.click(await within(panel).findByRole('button', { name: 'Enviar pelo WhatsApp' }));
    // While the button is busy, focus stays in the panel, on where the outcome shows (never the page body).
    const outcome = await within(panel).findByRole('group', { name: 'Resultado do envio' });
    await expect(outcome).toHaveFocus();
    const text =
      'Olá, Mariana Costa! Aqui é Ana Souza, da Loja Aurora. Vi que você se interessou pelo Método Reconquista e ficou alguma dúvida na compra. Posso te ajudar?';
    await expect(await within(outcome).findByText('Mensagem registrada no histórico.')).toBeVisible();
    await expect(outcome).toHaveFocus();
    await expect(await within(panel).findByRole('log', { name: 'Mensagens enviadas' })).toHaveTextContent(text);
    await expect(window.open).toHaveBeenCalledWith(
      expect.stringMatching(/^https:\/\/wa\.me\/5511987654321\?text=/),
      '_blank',
      'noopener,noreferrer',
    );
    await expect(await within(panel).findByRole('link', { name: /Abrir o WhatsApp/ })).toHaveAttribute(
      'href',
      expect.stringContaining('wa.me'),
    );
    await expect(sent.whatsapp[0]?.mensagem).toContain('[NOME_LEAD]');
    await expect(message).toHaveValue('');
    // Escape still closes the panel.
    await userEvent.keyboard('{Escape}');
    await overlayGone('dialog');
    // The count comes from the history's revalidation after the send, which may land after the panel closes.
    await userEvent.click(await canvas.findByRole('tab', { name: 'Histórico (8)' }));
    const history = await canvas.findByRole('list', { name: 'Histórico do ticket' });
    await expect((await within(history).findAllByRole('listitem'))[0]).toHaveTextContent(text);
  },
};

/** An empty message is caught before sending; a variable goes in where the caret stands. */
export const WhatsappValidation: Story = {
  name: 'WhatsApp Validation',
  beforeEach: serveAndRecord,
  play: async ({ canvasElement }) => {
    const canvas = await attending(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Enviar WhatsApp' }));
    const panel = await findOverlay('dialog', 'Mensagem de WhatsApp');
    await userEvent.click(await within(panel).findByRole('button', { name: 'Enviar pelo WhatsApp' }));
    await expect(await within(panel).findByText('Digite uma mensagem.')).toBeVisible();
    const message = await within(panel).findByRole('textbox', { name: 'Mensagem' });
    await userEvent.type(message, 'Oi, ! Tudo bem?');
    (message as HTMLTextAreaElement).setSelectionRange(4, 4);
    await userEvent.click(await within(panel).findByRole('button', { name: 'Nome do lead' }));
    await expect(message).toHaveValue('Oi, [NOME_LEAD]! Tudo bem?');
    await expect(sent.whatsapp).toHaveLength(0);
  },
};

/** An e-mail from a default message: the subject is required; sent, it joins the history. */
export const SendEmail: Story = {
  beforeEach: serveAndRecord,
  play: async ({ canvasElement }) => {
    const canvas = await attending(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Enviar e-mail' }));
    const panel = await findOverlay('dialog', 'Novo e-mail');
    await expect(await within(panel).findByRole('textbox', { name: 'Para' })).toHaveValue('Mariana Costa <mariana.costa@gmail.com>');
    await userEvent.click(await within(panel).findByRole('button', { name: 'Enviar e-mail' }));
    await expect(await within(panel).findByText('Este campo é obrigatório!')).toBeVisible();
    await waitFor(() => expect(within(panel).getByRole('button', { name: 'Mensagens padrão' })).toBeEnabled());
    await userEvent.click(await within(panel).findByRole('button', { name: 'Mensagens padrão' }));
    const menu = await findOverlay('menu');
    await userEvent.click(await within(menu).findByRole('menuitem', { name: 'Carrinho abandonado' }));
    await expect(await within(panel).findByRole('textbox', { name: 'Assunto' })).toHaveValue(
      '[NOME_LEAD], o seu [NOME_PRODUTO] está esperando por você',
    );
    const preview = await within(panel).findByRole('region', { name: 'Pré-visualização' });
    await expect(await within(preview).findByText('Método Reconquista', { selector: 'strong' })).toBeVisible();
    await expect(await within(preview).findByText(/Olá, Mariana Costa!/)).toBeVisible();
    await userEvent.click(await within(panel).findByRole('button', { name: 'Enviar e-mail' }));
    await findToast('Seu e-mail foi enviado.');
    await overlayGone('dialog');
    await expect(sent.email[0]).toMatchObject({ id: 42, assunto: '[NOME_LEAD], o seu [NOME_PRODUTO] está esperando por você' });
    await expect(await canvas.findByRole('tab', { name: 'Histórico (8)' })).toBeVisible();
  },
};

/** A call registered with the telephony's id, then hung up: it joins the history. */
export const RegisterCall: Story = {
  beforeEach: serveAndRecord,
  play: async ({ canvasElement }) => {
    const canvas = await attending(canvasElement);
    const call = await canvas.findByRole('region', { name: 'Chamada' });
    await userEvent.click(await within(call).findByRole('button', { name: 'Registrar chamada' }));
    await expect(await within(call).findByText('Chamada inválida.')).toBeVisible();
    await userEvent.type(await within(call).findByRole('textbox', { name: 'Identificação da chamada' }), '77002211');
    await userEvent.click(await within(call).findByRole('button', { name: 'Registrar chamada' }));
    await expect(await within(call).findByText(/Chamada 77002211 em andamento desde/)).toBeVisible();
    await userEvent.click(await within(call).findByRole('button', { name: 'Desligar' }));
    await findToast('Chamada encerrada e registrada no histórico do ticket.');
    await expect(await canvas.findByRole('tab', { name: 'Histórico (8)' })).toBeVisible();
    await expect(sent.calls[0]).toEqual({ ticket_id: 42, lead_id: 7, chamada_id: '77002211' });
  },
};

export const CopySalesLink: Story = {
  beforeEach({ msw }) {
    msw.use(...ticketStoryServer().handlers);
    const write = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    return () => write.mockRestore();
  },
  play: async ({ canvasElement }) => {
    const canvas = await attending(canvasElement);
    const card = await canvas.findByRole('region', { name: 'Links de venda' });
    await expect(await within(card).findByText(STORY_LINKS[0]!.url!)).toBeVisible();
    await userEvent.click(await within(card).findByRole('button', { name: 'Copiar o meu link Oferta principal' }));
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(STORY_LINKS[0]!.url);
    await expect(STORY_LINKS[0]!.url).toMatch(/^https:\/\/pay\.hotmart\.com\/.+&sck=a7k2m9q4xz$/);
    await findToast('Seu link “Oferta principal” copiado: cole na conversa.');
  },
};

/** A sales link inserted from the toolbar goes in as its variable; the preview shows the agent's own address, and so does what is sent. */
export const WhatsappLinkPreview: Story = {
  name: 'WhatsApp Link Preview',
  beforeEach({ msw }) {
    msw.use(...ticketStoryServer().handlers);
    const open = spyOn(window, 'open').mockReturnValue(null);
    return () => open.mockRestore();
  },
  play: async ({ canvasElement }) => {
    const canvas = await attending(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Enviar WhatsApp' }));
    const panel = await findOverlay('dialog', 'Mensagem de WhatsApp');
    const message = await within(panel).findByRole('textbox', { name: 'Mensagem' });
    await userEvent.type(message, 'Garanta a sua vaga: ');
    const links = await within(panel).findByRole('group', { name: 'Links de venda (viram o seu link)' });
    await userEvent.click(await within(links).findByRole('button', { name: 'Oferta principal' }));
    await expect(message).toHaveValue('Garanta a sua vaga: [LINK_RECONQ]');
    const preview = await within(panel).findByRole('region', { name: 'Como o lead vai receber' });
    const url = STORY_LINKS[0]!.url!;
    await expect(preview).toHaveTextContent(`Garanta a sua vaga: ${url}`);
    await expect(preview).not.toHaveTextContent('[LINK_RECONQ]');
    await userEvent.click(await within(panel).findByRole('button', { name: 'Enviar pelo WhatsApp' }));
    const log = await within(panel).findByRole('log', { name: 'Mensagens enviadas' });
    await waitFor(() => expect(log).toHaveTextContent(url));
  },
};

/** Cancelling releases the ticket and goes back to the list. */
export const CancelAttendance: Story = {
  beforeEach({ msw }) {
    msw.use(...ticketStoryServer().handlers);
  },
  play: async ({ canvasElement }) => {
    const canvas = await attending(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancelar atendimento' }));
    const dialog = await findOverlay('alertdialog', 'Cancelar atendimento?');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Sim, cancelar' }));
    await expectLeftFor(canvasElement, '/aurora/tickets');
    await findToast('Atendimento cancelado.');
  },
};

/** Transferred to someone else, the ticket is theirs: back to the list. */
export const Transfer: Story = {
  beforeEach: serveAndRecord,
  play: async ({ canvasElement }) => {
    const canvas = await attending(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Transferir' }));
    const dialog = await findOverlay('dialog', 'Transferir o ticket #42');
    await userEvent.click(await within(dialog).findByRole('button', { name: /Mostrar usuários/ }));
    const list = await findOverlay('listbox');
    await userEvent.click(await within(list).findByRole('option', { name: 'Bruno Lima' }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Transferir' }));
    await expectLeftFor(canvasElement, '/aurora/tickets');
    await expect(sent.transfer[0]).toEqual({ ticket_id: 42, user_id: 2 });
    await findToast('Ticket #42 transferido para Bruno Lima.');
  },
};

/** 422 from the server on the transfer lands under the user field. */
export const TransferServerError: Story = {
  beforeEach({ msw }) {
    msw.use(
      mockHandlers.tickets.transfer.error(422, {
        message: 'Os dados informados são inválidos.',
        errors: { user_id: ['Selecione um usuário ativo da empresa.'] },
      }),
      ...ticketStoryServer().handlers,
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = await attending(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Transferir' }));
    const dialog = await findOverlay('dialog', 'Transferir o ticket #42');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Transferir' }));
    await expect(await within(dialog).findByText('Selecione o usuário.')).toBeVisible();
    await userEvent.click(await within(dialog).findByRole('button', { name: /Mostrar usuários/ }));
    const list = await findOverlay('listbox');
    await userEvent.click(await within(list).findByRole('option', { name: 'Eduarda Alves' }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Transferir' }));
    await expect(await within(dialog).findByText('Selecione um usuário ativo da empresa.')).toBeVisible();
    await expect(await within(dialog).findByRole('combobox', { name: 'Usuário' })).toHaveValue('Eduarda Alves');
  },
};
