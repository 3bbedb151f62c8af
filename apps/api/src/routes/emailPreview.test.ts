import type { Campanha, DataEnvelope, EmailPreview, EmailTestResult, ErrorBody, Plano, ProdutoOption } from '@retoma/api-client';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { campanhaContatos, envioEventos, envios, leads, outbox } from '../db/schema';
import { TEST_SUBJECT_PREFIX } from '../services/emailPreview';
import { AGENT, EDITOR, getHarness, type Harness } from '../test/harness';
import { addMember, createTestCompany, type Member } from '../test/tickets';

/** The e-mail step form's preview and test send, in a company of the suite's own. */

let h: Harness;
let co: string;
let gestor: Member;
let cart: Campanha;
let boleto: Campanha;
beforeAll(async () => {
  h = await getHarness();
  co = await createTestCompany(h);
  gestor = await addMember(h, 'Administrador', 'gestor', co);
  const produtos = (await h.call<DataEnvelope<ProdutoOption[]>>('GET', `/api/${co}/selects/produtos`, { token: gestor.token })).body.data;
  const plano = (await h.call<DataEnvelope<Plano>>('POST', `/api/${co}/planos`, { token: gestor.token, json: { nome: 'Prévia' } })).body
    .data;
  const create = async (route: string, produto: ProdutoOption) =>
    (
      await h.call<DataEnvelope<Campanha>>('POST', `/api/${co}/${route}`, {
        token: gestor.token,
        json: { nome: `Prévia ${route}`, produto_id: produto.id, plano_id: plano.id, status: 0 },
      })
    ).body.data;
  cart = await create('campanha_carrinhos', produtos[0]!);
  boleto = await create('campanha_boletos', produtos[1] ?? produtos[0]!);
});

const post = <T>(path: string, json: object, token = gestor.token, company = co) =>
  h.call<DataEnvelope<T> & ErrorBody>('POST', `/api/${company}/${path}`, { token, json });

const BODY = '<p>Olá, [NOME_LEAD]! O [NOME_PRODUTO] espera por você: <a href="https://loja.example/volta">volte</a>.</p>';

/** A contact of the campaign, with a lead of its own. */
async function contact(campanhaId: number, nome: string): Promise<number> {
  const companyId = await h.companyId(co);
  const [lead] = await h.db
    .insert(leads)
    .values({ companyId, nome, email: `${nome.split(' ')[0]!.toLowerCase()}-${campanhaId}@exemplo.com.br` })
    .returning({ id: leads.id });
  const [row] = await h.db
    .insert(campanhaContatos)
    .values({ companyId, campanhaId, leadId: lead!.id })
    .returning({ id: campanhaContatos.id });
  return row!.id;
}

describe('e-mail preview and test send', () => {
  it('draws the form’s e-mail for the person asking while the campaign has no contact, untracked, with its plain text', async () => {
    const { status, body } = await post<EmailPreview>('campanha_carrinho_emails_previa', {
      campanha_id: cart.id,
      assunto: 'Ainda pensando, [NOME_LEAD]?',
      corpo: `${BODY}<script>alert(1)</script>`,
    });
    expect(status).toBe(200);
    const firstName = gestor.name.split(' ')[0]!;
    expect(body.data).toMatchObject({ assunto: `Ainda pensando, ${firstName}?`, contato_id: null, lead: { email: gestor.email } });
    expect(body.data.html).toContain(`Olá, ${firstName}!`);
    expect(body.data.html).toContain('href="https://loja.example/volta"');
    expect(body.data.html).not.toContain('<script');
    expect(body.data.html).not.toContain('/api/t/');
    expect(body.data.html).toContain('Descadastre-se');
    expect(body.data.texto).toContain(`Olá, ${firstName}!`);
    expect(body.data.texto).toContain('https://loja.example/volta');
  });

  it('fills the variables with a chosen contact’s data, the newest by default, and refuses another campaign’s contact', async () => {
    const older = await contact(cart.id, 'Marina Costa');
    const newer = await contact(cart.id, 'Rafael Lima');
    const input = { campanha_id: cart.id, assunto: 'Oi, [NOME_LEAD]', corpo: BODY };
    const newest = await post<EmailPreview>('campanha_carrinho_emails_previa', input);
    expect(newest.body.data).toMatchObject({ contato_id: newer, assunto: 'Oi, Rafael', lead: { nome: 'Rafael Lima' } });
    const chosen = await post<EmailPreview>('campanha_carrinho_emails_previa', { ...input, contato_id: older });
    expect(chosen.body.data).toMatchObject({ contato_id: older, assunto: 'Oi, Marina' });
    const stranger = await contact(boleto.id, 'Paula Souza');
    const refused = await post<EmailPreview>('campanha_carrinho_emails_previa', { ...input, contato_id: stranger });
    expect(refused.status).toBe(422);
    expect(refused.body.errors?.contato_id).toEqual(['Este contato não é desta campanha.']);
  });

  it('sends the test to the person asking through the outbox, marked as a test, and records nothing in the campaign', async () => {
    const sendsBefore = await h.db.select({ id: envios.id }).from(envios).where(eq(envios.campanhaId, cart.id));
    const { status, body } = await post<EmailTestResult>('campanha_carrinho_emails_teste', {
      campanha_id: cart.id,
      assunto: 'Oi, [NOME_LEAD]',
      corpo: BODY,
      titulo: 'Equipe Prévia',
      responder: 'responda@exemplo.com.br',
    });
    expect(status).toBe(200);
    expect(body.data).toEqual({ para: gestor.email });
    const [mail] = await h.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.toEmail, gestor.email), eq(outbox.kind, 'campanha_email_teste')));
    expect(mail!.subject.startsWith(TEST_SUBJECT_PREFIX)).toBe(true);
    expect(mail).toMatchObject({ fromName: 'Equipe Prévia', replyTo: 'responda@exemplo.com.br' });
    expect(mail!.body).toContain('Rafael');
    expect(await h.db.select({ id: envios.id }).from(envios).where(eq(envios.campanhaId, cart.id))).toEqual(sendsBefore);
    expect(
      await h.db
        .select({ id: envioEventos.id })
        .from(envioEventos)
        .where(eq(envioEventos.companyId, await h.companyId(co))),
    ).toEqual([]);
  });

  it('fills the scheduling link with the booking page of the product’s scheduling campaign', async () => {
    const input = { campanha_id: cart.id, assunto: 'Agende', corpo: '<p>Escolha um horário: [LINK_AGENDAMENTO_LEADS]</p>' };
    const unfilled = await post<EmailPreview>('campanha_carrinho_emails_previa', input);
    expect(unfilled.body.data.html).toContain('[LINK_AGENDAMENTO_LEADS]');
    const plano = (await h.call<DataEnvelope<Plano>>('POST', `/api/${co}/planos`, { token: gestor.token, json: { nome: 'Agenda' } })).body
      .data;
    const agenda = (
      await h.call<DataEnvelope<Campanha & { token: string }>>('POST', `/api/${co}/campanha_agendamentos`, {
        token: gestor.token,
        json: { nome: 'Agenda da prévia', produto_id: cart.produto.id, plano_id: plano.id, status: 1 },
      })
    ).body.data;
    const filled = await post<EmailPreview>('campanha_carrinho_emails_previa', input);
    expect(filled.body.data.html).toContain(`/agendamento?token=${agenda.token}`);
    expect(filled.body.data.html).not.toContain('[LINK_AGENDAMENTO_LEADS]');
  });

  it('validates the form, keeps each kind on its own routes, companies apart, and asks the step pages’ permissions', async () => {
    const empty = await post('campanha_carrinho_emails_previa', { campanha_id: cart.id, assunto: '', corpo: '' });
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.body.errors ?? {})).toEqual(expect.arrayContaining(['assunto', 'corpo']));
    const input = (campanha_id: number) => ({ campanha_id, assunto: 'Oi', corpo: '<p>Oi</p>' });
    expect((await post('campanha_boleto_emails_previa', input(cart.id))).status).toBe(404);
    expect((await post('campanha_carrinho_emails_previa', input(boleto.id))).status).toBe(404);
    expect((await post('campanha_boleto_emails_previa', input(boleto.id))).status).toBe(200);
    const aurora = await h.tokenFor('admin@retoma.dev');
    expect((await post('campanha_carrinho_emails_previa', input(cart.id), aurora, 'aurora')).status).toBe(404);
    const editor = await h.tokenFor(EDITOR);
    const agent = await h.tokenFor(AGENT);
    const auroraCart = (await h.call<DataEnvelope<{ data: Plano[] }>>('GET', '/api/aurora/planos', { token: aurora })).body.data.data
      .flatMap((plano) => plano.campanhas)
      .find((campanha) => campanha.tipo === 'carrinho')!.id;
    expect((await post('campanha_carrinho_emails_previa', input(auroraCart), editor, 'aurora')).status).toBe(200);
    expect((await post('campanha_carrinho_emails_teste', input(auroraCart), agent, 'aurora')).status).toBe(403);
  });
});
