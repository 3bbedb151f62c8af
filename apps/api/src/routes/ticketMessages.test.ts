import type {
  CallDetail,
  CallRecord,
  DataEnvelope,
  ErrorBody,
  HangUpResult,
  ListResponse,
  PersonalLink,
  SendEmailResult,
  TicketDetail,
  WhatsappLink,
} from '@retoma/api-client';
import { and, desc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { companyUsage, outbox } from '../db/schema';
import { getHarness, type Harness } from '../test/harness';
import { addMember, type Member, newTicket, type TicketOptions, ticketTestCompany } from '../test/tickets';

let h: Harness;
let co: string;
let admin: string;
let options: TicketOptions;
let bia: Member;
beforeAll(async () => {
  h = await getHarness();
  const company = await ticketTestCompany(h);
  ({ co, options } = company);
  admin = company.manager.token;
  bia = await addMember(h, 'Atendente', 'bia', co);
});

/** A ticket a new agent holds, for a lead with a name that needs escaping in HTML. */
async function heldTicket() {
  const ana = await addMember(h, 'Atendente', 'ana', co);
  const ticket = await newTicket(h, admin, options, { nome: 'Zé <b>Lead</b>', telefone: '31987654321' }, co);
  const res = await h.call<DataEnvelope<{ status: string }>>('POST', `/api/${co}/atender-ticket`, {
    token: ana.token,
    json: { id: ticket.id },
  });
  expect(res.body.data.status).toBe('ok');
  return { ticket, ana };
}
/** The agent's own address of a link, as "Meus links" gives it. */
async function personalUrl(agent: Member, identidade: string): Promise<string> {
  const mine = await h.call<ListResponse<PersonalLink>>('GET', `/api/${co}/meus-links?search=${identidade}`, { token: agent.token });
  return mine.body.data.data.find((link) => link.identidade === identidade)!.url!;
}
const detail = async (id: number) =>
  (await h.call<DataEnvelope<TicketDetail>>('GET', `/api/${co}/tickets/${id}`, { token: admin })).body.data;

describe('WhatsApp from a ticket', () => {
  it('renders the variables, keeps the message in the history and answers the wa.me link', async () => {
    const { ticket, ana } = await heldTicket();
    const mensagem =
      'Olá, [NOME_LEAD]! Sou [NOME_ATENDENTE]. O [NOME_PRODUTO] está te esperando; confirme o e-mail [EMAIL_LEAD]. [LINK_CONFEITA]';
    const notMine = await h.call<ErrorBody>('POST', `/api/${co}/ticket-send-whatsapp`, {
      token: bia.token,
      json: { id: ticket.id, mensagem },
    });
    expect(notMine.status).toBe(409);
    const res = await h.call<DataEnvelope<WhatsappLink>>('POST', `/api/${co}/ticket-send-whatsapp`, {
      token: ana.token,
      json: { id: ticket.id, mensagem },
    });
    expect(res.status).toBe(200);
    const link = await personalUrl(ana, 'CONFEITA');
    expect(link).toMatch(/^https:\/\/pay\.hotmart\.com\/K48213095X\?off=conf497&src=retoma-user&sck=[0-9a-f]{10}$/);
    const expected = `Olá, Zé <b>Lead</b>! Sou ${ana.name}. O ${ticket.produto.nome} está te esperando; confirme o e-mail ${ticket.lead.email}. ${link}`;
    expect(res.body.data).toEqual({ mensagem: expected, url: `https://wa.me/5531987654321?text=${encodeURIComponent(expected)}` });
    const after = await detail(ticket.id);
    expect(after.acoesrecebidas[0]).toMatchObject({
      evento: 'whatsapp',
      properties: { tipo: 'whatsapp', mensagem: expected },
      causer: { id: ana.id },
    });
    expect(after.mensagens[0]).toMatchObject({ tipo: 'whatsapp', mensagem: expected, responsavel: { id: ana.id } });
    const empty = await h.call<ErrorBody>('POST', `/api/${co}/ticket-send-whatsapp`, {
      token: ana.token,
      json: { id: ticket.id, mensagem: '  ' },
    });
    expect(empty.body.errors?.mensagem).toEqual(['Digite uma mensagem.']);
  });
});

describe('sales links in messages', () => {
  it('fills [LINK_x] with the attending agent’s own address, never another agent’s', async () => {
    const { ticket, ana } = await heldTicket();
    const res = await h.call<DataEnvelope<WhatsappLink>>('POST', `/api/${co}/ticket-send-whatsapp`, {
      token: ana.token,
      json: { id: ticket.id, mensagem: 'Garanta a sua vaga: [LINK_CONFEITA] ou [LINK_confeita]' },
    });
    const mine = await personalUrl(ana, 'CONFEITA');
    expect(res.body.data.mensagem).toBe(`Garanta a sua vaga: ${mine} ou [LINK_confeita]`);
    expect(mine).not.toBe(await personalUrl(bia, 'CONFEITA'));
    expect(res.body.data.url).toContain(encodeURIComponent(mine));
  });

  it('refuses a message naming a link that does not exist or is switched off, on its field, sending nothing', async () => {
    const { ticket, ana } = await heldTicket();
    const unknown = await h.call<ErrorBody>('POST', `/api/${co}/ticket-send-whatsapp`, {
      token: ana.token,
      json: { id: ticket.id, mensagem: 'Oi! [LINK_NAOEXISTE]' },
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors?.mensagem).toEqual(['O link [LINK_NAOEXISTE] não existe nesta empresa: escolha um dos links de venda.']);
    const off = await h.call<ErrorBody>('POST', `/api/${co}/ticket-send-email`, {
      token: ana.token,
      json: { id: ticket.id, assunto: 'Páscoa [LINK_CHOCPAS]', mensagem: '<p>Oi</p>' },
    });
    expect(off.body.errors).toEqual({ assunto: ['O link [LINK_CHOCPAS] (Edição de Páscoa) está desativado: escolha outro.'] });
    expect((await detail(ticket.id)).acoesrecebidas.filter((entry) => entry.evento === 'whatsapp' || entry.evento === 'email')).toEqual([]);
  });

  it('puts the link in an e-mail as an address the sanitiser keeps', async () => {
    const { ticket, ana } = await heldTicket();
    const res = await h.call<DataEnvelope<SendEmailResult>>('POST', `/api/${co}/ticket-send-email`, {
      token: ana.token,
      json: { id: ticket.id, assunto: 'Sua vaga', mensagem: '<p><a href="[LINK_CONFEITA]">Garantir a vaga</a> [LINK_CONFEITA]</p>' },
    });
    expect(res.status).toBe(200);
    const url = (await personalUrl(ana, 'CONFEITA')).replaceAll('&', '&amp;');
    const [mail] = await h.db.select().from(outbox).where(eq(outbox.toEmail, ticket.lead.email)).orderBy(desc(outbox.id));
    expect(mail!.body).toContain(`href="${url}"`);
    expect(mail!.body).toContain(`</a> ${url}</p>`);
  });
});

describe('e-mail from a ticket', () => {
  it('sanitises the HTML after rendering, queues it in the outbox and records it', async () => {
    const { ticket, ana } = await heldTicket();
    const [before] = await h.db
      .select({ n: companyUsage.numeroEmails })
      .from(companyUsage)
      .where(and(eq(companyUsage.companyId, await h.companyId(co)), eq(companyUsage.mes, sql`date_trunc('month', now())::date`)));
    const res = await h.call<DataEnvelope<SendEmailResult>>('POST', `/api/${co}/ticket-send-email`, {
      token: ana.token,
      json: {
        id: ticket.id,
        assunto: '[NOME_LEAD], o [NOME_PRODUTO]\r\nBcc: todos@exemplo.com',
        mensagem:
          '<p onclick="x()">Olá, <strong>[NOME_LEAD]</strong>!</p><script>alert(1)</script><a href="javascript:alert(1)">clique</a><img src=x onerror=alert(1)>',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ return: true });
    const body = '<p>Olá, <strong>Zé &lt;b&gt;Lead&lt;/b&gt;</strong>!</p><a target="_blank" rel="noopener noreferrer">clique</a><img />';
    const [mail] = await h.db.select().from(outbox).where(eq(outbox.toEmail, ticket.lead.email)).orderBy(desc(outbox.id));
    expect(mail).toMatchObject({ kind: 'ticket_email', subject: `Zé <b>Lead</b>, o ${ticket.produto.nome} Bcc: todos@exemplo.com`, body });
    const after = await detail(ticket.id);
    expect(after.acoesrecebidas[0]).toMatchObject({ evento: 'email', properties: { tipo: 'email', mensagem: body } });
    expect(after.mensagens[0]).toMatchObject({ tipo: 'email', assunto: mail!.subject });
    const [usage] = await h.db
      .select({ n: companyUsage.numeroEmails })
      .from(companyUsage)
      .where(and(eq(companyUsage.companyId, await h.companyId(co)), eq(companyUsage.mes, sql`date_trunc('month', now())::date`)));
    expect(usage!.n).toBe((before?.n ?? 0) + 1);

    const nothingLeft = await h.call<ErrorBody>('POST', `/api/${co}/ticket-send-email`, {
      token: ana.token,
      json: { id: ticket.id, assunto: 'Oi', mensagem: '<script>alert(1)</script><p> </p>' },
    });
    expect(nothingLeft.body.errors?.mensagem).toEqual(['A mensagem ficou vazia depois de removido o conteúdo não permitido.']);
    const missing = await h.call<ErrorBody>('POST', `/api/${co}/ticket-send-email`, { token: ana.token, json: { id: ticket.id } });
    expect(Object.keys(missing.body.errors ?? {}).sort()).toEqual(['assunto', 'mensagem']);
  });
});

describe('calls', () => {
  it('registers the webphone call, reads it like the history and hangs up once', async () => {
    const { ticket, ana } = await heldTicket();
    const chamadaId = `tv-${Date.now()}`;
    const wrongLead = await h.call<ErrorBody>('POST', `/api/${co}/chamadas`, {
      token: ana.token,
      json: { ticket_id: ticket.id, lead_id: ticket.lead_id + 1, chamada_id: chamadaId },
    });
    expect(wrongLead.body.errors?.lead_id).toEqual(['O lead não é o deste ticket.']);
    const res = await h.call<DataEnvelope<CallRecord>>('POST', `/api/${co}/chamadas`, {
      token: ana.token,
      json: { ticket_id: ticket.id, lead_id: ticket.lead_id, chamada_id: chamadaId },
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      ticket_id: ticket.id,
      chamada_id: chamadaId,
      status: 'em_andamento',
      atendente: { id: ana.id },
      duracao_segundos: null,
    });
    const twice = await h.call<ErrorBody>('POST', `/api/${co}/chamadas`, {
      token: ana.token,
      json: { ticket_id: ticket.id, lead_id: ticket.lead_id, chamada_id: chamadaId },
    });
    expect(twice.body.errors?.chamada_id).toEqual(['Esta chamada já foi registrada.']);
    expect((await detail(ticket.id)).acoesrecebidas[0]).toMatchObject({
      evento: 'chamada',
      properties: { identificacao: chamadaId, id: res.body.data.id },
    });

    const read = await h.call<DataEnvelope<CallDetail>>('GET', `/api/${co}/chamadas/${chamadaId}`, { token: admin });
    expect(read.body.data).toMatchObject({ chamada_id: chamadaId, relatorio: null });
    expect((await h.call<ErrorBody>('POST', `/api/${co}/desligarchamada/${chamadaId}`, { token: bia.token })).status).toBe(409);
    const ended = await h.call<DataEnvelope<HangUpResult>>('POST', `/api/${co}/desligarchamada/${chamadaId}`, { token: ana.token });
    expect(ended.body.data).toMatchObject({ encerrada: true, chamada: { status: 'encerrada', duracao_segundos: expect.any(Number) } });
    const again = await h.call<DataEnvelope<HangUpResult>>('POST', `/api/${co}/desligarchamada/${chamadaId}`, { token: ana.token });
    expect(again.body.data.chamada.encerrada_em).toBe(ended.body.data.chamada.encerrada_em);
    expect((await h.call<ErrorBody>('GET', `/api/${co}/chamadas/nao-existe`, { token: admin })).status).toBe(404);
    const helena = await h.tokenFor('helena@vitoria.dev');
    expect((await h.call<ErrorBody>('GET', `/api/vitoria/chamadas/${chamadaId}`, { token: helena })).status).toBe(404);
  });
});
