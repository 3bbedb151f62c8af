import type { Campanha, CampanhaPasso, DataEnvelope, ErrorBody, Plano, ProdutoOption } from '@retoma/api-client';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { produtos as produtosTable } from '../db/schema';
import { AGENT, EDITOR, getHarness, type Harness } from '../test/harness';
import { addMember, createTestCompany, type Member } from '../test/tickets';

/** The e-mail and SMS steps of cart and boleto campaigns, in a company of the suite's own. */

let h: Harness;
let co: string;
let gestor: Member;
let plano: Plano;
let produtos: ProdutoOption[];
beforeAll(async () => {
  h = await getHarness();
  co = await createTestCompany(h);
  gestor = await addMember(h, 'Administrador', 'gestor', co);
  produtos = (await h.call<DataEnvelope<ProdutoOption[]>>('GET', `/api/${co}/selects/produtos`, { token: gestor.token })).body.data;
  plano = (await h.call<DataEnvelope<Plano>>('POST', `/api/${co}/planos`, { token: gestor.token, json: { nome: 'Passos' } })).body.data;
});

type One<T> = DataEnvelope<T> & ErrorBody;
const call = <T>(method: string, path: string, json?: object, token = gestor.token, company = co) =>
  h.call<T & ErrorBody>(method, `/api/${company}/${path}`, { token, json });
const put = <T>(path: string, json: object) => call<One<T>>('POST', path, { _method: 'PUT', ...json });
const del = (path: string) => call<ErrorBody>('POST', path, { _method: 'DELETE' });

let produtoIndex = 0;
/** A campaign of its own for each test (a product each, so the one-active rule never meets another test's). */
async function campanha(route: 'campanha_carrinhos' | 'campanha_boletos', status = 0) {
  const produto = produtos[produtoIndex++ % produtos.length]!;
  return (
    await call<One<Campanha>>('POST', route, { nome: `Campanha ${produtoIndex}`, produto_id: produto.id, plano_id: plano.id, status })
  ).body.data;
}

const email = (campanhaId: number, extra: object = {}) => ({
  campanha_id: campanhaId,
  unidade_tempo: 1,
  unidade_medida: 'dias',
  titulo: 'Equipe',
  responder: 'equipe@exemplo.com',
  assunto: 'Olá',
  corpo: '<p>Olá, [NOME_LEAD]!</p>',
  ...extra,
});
const createEmail = (route: string, body: object) => call<One<CampanhaPasso>>('POST', route, body);
const listOf = async (route: string, campanhaId: number) =>
  (await call<DataEnvelope<CampanhaPasso[]>>('GET', `${route}?campanha_id=${campanhaId}`)).body.data;

describe('campaign steps', () => {
  it('creates e-mail and SMS steps in order, with the delay in minutes, and lists each channel apart', async () => {
    const c = await campanha('campanha_carrinhos');
    const first = await createEmail('campanha_carrinho_emails', email(c.id, { unidade_tempo: 30, unidade_medida: 'minutos' }));
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({ canal: 'email', posicao: 1, periodo: 30, status: 1, titulo: 'Equipe' });
    const second = await createEmail('campanha_carrinho_emails', email(c.id, { unidade_tempo: 2, unidade_medida: 'horas' }));
    expect(second.body.data).toMatchObject({ posicao: 2, periodo: 120 });
    const sms = await call<One<CampanhaPasso>>('POST', 'campanha_carrinho_sms', {
      campanha_id: c.id,
      unidade_tempo: 1,
      unidade_medida: 'dias',
      corpo: 'Oi [NOME_LEAD]',
      titulo: 'ignorado',
    });
    expect(sms.body.data).toMatchObject({ canal: 'sms', posicao: 1, periodo: 1440, titulo: null, assunto: null });
    expect((await listOf('campanha_carrinho_emails', c.id)).map((passo) => passo.id)).toEqual([first.body.data.id, second.body.data.id]);
    expect((await listOf('campanha_carrinho_sms', c.id)).map((passo) => passo.id)).toEqual([sms.body.data.id]);
    // The e-mail routes do not serve an SMS step.
    expect((await call('GET', `campanha_carrinho_emails/${sms.body.data.id}`)).status).toBe(404);
  });

  it('names the field of each invalid value (422)', async () => {
    const c = await campanha('campanha_carrinhos');
    const bad = await createEmail('campanha_carrinho_emails', {
      campanha_id: c.id,
      unidade_tempo: 0,
      unidade_medida: 'semanas',
      titulo: '',
      responder: 'não é e-mail',
      assunto: ' ',
      corpo: '',
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({
      unidade_tempo: ['Informe o tempo de espera: um número inteiro a partir de 1.'],
      unidade_medida: ['Escolha minutos, horas ou dias.'],
      titulo: ['Informe o nome do remetente.'],
      responder: ['Informe o e-mail de resposta.'],
      assunto: ['Informe o assunto.'],
      corpo: ['Escreva o corpo do e-mail.'],
    });
    // A body that is only markup says nothing.
    const empty = await createEmail('campanha_carrinho_emails', email(c.id, { corpo: '<p> </p><script>x</script>' }));
    expect(empty.body.errors).toEqual({ corpo: ['Escreva o corpo do e-mail.'] });
    expect(await listOf('campanha_carrinho_emails', c.id)).toEqual([]);
  });

  it('"Mensagem no WhatsApp": a body naming it needs the number that receives the message (422 on telefone), checked on the step as a write leaves it', async () => {
    const c = await campanha('campanha_carrinhos');
    const corpo = '<p><a href="[LINK_ACAO_WHATSAPPLIST]">Falar no WhatsApp</a></p>';
    const refused = await createEmail('campanha_carrinho_emails', email(c.id, { corpo }));
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({
      telefone: ['Informe o WhatsApp que recebe a mensagem do botão "Mensagem no WhatsApp", ou tire o botão do texto.'],
    });
    const invalid = await createEmail(
      'campanha_carrinho_emails',
      email(c.id, { corpo, ddi: '+55', telefone: '98765-4321', whatsapp: 'x'.repeat(301) }),
    );
    expect(invalid.body.errors).toEqual({
      whatsapp: ['Use no máximo 300 caracteres.'],
      telefone: ['Informe o DDD e o número: 10 ou 11 dígitos.'],
    });
    expect(
      (await createEmail('campanha_carrinho_emails', email(c.id, { corpo, ddi: 'x1', telefone: '1133334444', whatsapp: 'Oi' }))).body
        .errors,
    ).toEqual({
      ddi: ['DDI inválido.'],
    });
    expect(
      (await createEmail('campanha_carrinho_emails', email(c.id, { corpo, telefone: '1133334444', whatsapp: ' ' }))).body.errors,
    ).toEqual({
      ddi: ['Informe o DDI.'],
      whatsapp: ['Escreva a mensagem que o lead envia pelo WhatsApp.'],
    });

    const created = await createEmail(
      'campanha_carrinho_emails',
      email(c.id, { corpo, ddi: '+55', telefone: '(11) 98765-4321', whatsapp: ' Olá, sou [NOME_LEAD]. ' }),
    );
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ ddi: '55', telefone: '11987654321', whatsapp: 'Olá, sou [NOME_LEAD].' });
    const id = created.body.data.id;
    // An update that leaves the button but takes the number off is refused, and nothing changes.
    const off = await put<CampanhaPasso>(`campanha_carrinho_emails/${id}`, { telefone: '' });
    expect(off.status).toBe(422);
    expect(Object.keys(off.body.errors!)).toEqual(['telefone']);
    expect((await call<One<CampanhaPasso>>('GET', `campanha_carrinho_emails/${id}`)).body.data.telefone).toBe('11987654321');
    // A switch (status alone) keeps the target; a body without the button may drop it, and the step keeps none.
    expect((await put<CampanhaPasso>(`campanha_carrinho_emails/${id}`, { status: false })).body.data).toMatchObject({
      telefone: '11987654321',
    });
    const dropped = await put<CampanhaPasso>(`campanha_carrinho_emails/${id}`, { corpo: '<p>Sem botão</p>', telefone: null });
    expect(dropped.body.data).toMatchObject({ ddi: null, telefone: null, whatsapp: null });
    // SMS steps follow the same rule.
    const sms = await call<One<CampanhaPasso>>('POST', 'campanha_carrinho_sms', {
      campanha_id: c.id,
      unidade_tempo: 1,
      unidade_medida: 'horas',
      corpo: 'Fale com a gente: [LINK_ACAO_WHATSAPPLIST]',
    });
    expect(sms.status).toBe(422);
    expect(Object.keys(sms.body.errors!)).toEqual(['telefone']);
  });

  it('SMS: at most 6 segments, GSM-7 or UCS-2 by the text, variables at their longest', async () => {
    const c = await campanha('campanha_boletos');
    const sms = (corpo: string) =>
      call<One<CampanhaPasso>>('POST', 'campanha_boleto_sms', { campanha_id: c.id, unidade_tempo: 1, unidade_medida: 'horas', corpo });
    expect((await sms('a'.repeat(918))).status).toBe(201);
    const tooLong = await sms('a'.repeat(919));
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.errors).toEqual({
      corpo: ['A mensagem passa de 6 SMS. Encurte o texto (as variáveis contam pelo seu maior valor).'],
    });
    // One "ã" turns the message into UCS-2: 6 × 67 = 402.
    expect((await sms(`${'a'.repeat(401)}ã`)).status).toBe(201);
    expect((await sms(`${'a'.repeat(402)}ã`)).status).toBe(422);
    // [EMAIL_LEAD] counts as 254 characters.
    expect((await sms(`${'a'.repeat(918 - 254)}[EMAIL_LEAD]`)).status).toBe(201);
    expect((await sms(`${'a'.repeat(919 - 254)}[EMAIL_LEAD]`)).status).toBe(422);
  });

  it('keeps each channel’s active steps within 31 days and says how much is left; inactive steps do not count', async () => {
    const c = await campanha('campanha_carrinhos');
    await createEmail('campanha_carrinho_emails', email(c.id, { unidade_tempo: 30, unidade_medida: 'dias' }));
    const over = await createEmail('campanha_carrinho_emails', email(c.id, { unidade_tempo: 2, unidade_medida: 'dias' }));
    expect(over.status).toBe(422);
    expect(over.body.errors).toEqual({
      unidade_tempo: ['A sequência inteira deve caber em 31 dias (44.640 minutos): restam 1.440 minutos para este passo.'],
    });
    // Exactly 31 days fits; then nothing is left.
    const last = await createEmail('campanha_carrinho_emails', email(c.id, { unidade_tempo: 24, unidade_medida: 'horas' }));
    expect(last.status).toBe(201);
    const full = await createEmail('campanha_carrinho_emails', email(c.id, { unidade_tempo: 1, unidade_medida: 'minutos' }));
    expect(full.body.errors?.unidade_tempo).toEqual([
      'A sequência já ocupa os 31 dias (44.640 minutos): não resta tempo para este passo. Encurte outro passo ou desative-o.',
    ]);
    // An inactive step waits for nothing; switching it on is checked like a new one.
    const off = await createEmail('campanha_carrinho_emails', email(c.id, { status: 0, unidade_tempo: 5, unidade_medida: 'dias' }));
    expect(off.status).toBe(201);
    expect((await put<CampanhaPasso>(`campanha_carrinho_emails/${off.body.data.id}`, { status: 1 })).status).toBe(422);
    // SMS is its own sequence: its 31 days are untouched.
    const sms = await call('POST', 'campanha_carrinho_sms', { campanha_id: c.id, unidade_tempo: 31, unidade_medida: 'dias', corpo: 'Oi' });
    expect(sms.status).toBe(201);
    // An update is checked on the step as it will be: shortening the last one makes room.
    expect(
      (await put<CampanhaPasso>(`campanha_carrinho_emails/${last.body.data.id}`, { unidade_tempo: 1, unidade_medida: 'horas' })).status,
    ).toBe(200);
  });

  it('sanitises e-mail bodies: no script, no event handler, no javascript: link; variables survive, links included', async () => {
    const c = await campanha('campanha_boletos');
    const res = await createEmail(
      'campanha_boleto_emails',
      email(c.id, {
        corpo:
          '<p onclick="roubar()">Olá, [NOME_LEAD]!</p><script>alert(1)</script><a href="javascript:alert(1)">x</a>' +
          '<a href="[LINK_CONFEITA]">Compre</a><img src="x" onerror="alert(1)"><iframe src="https://mal.example"></iframe>',
      }),
    );
    expect(res.status).toBe(201);
    const corpo = res.body.data.corpo;
    expect(corpo).not.toMatch(/script|onclick|onerror|javascript:|iframe/i);
    expect(corpo).toContain('<p>Olá, [NOME_LEAD]!</p>');
    expect(corpo).toContain('href="[LINK_CONFEITA]"');
    const updated = await put<CampanhaPasso>(`campanha_boleto_emails/${res.body.data.id}`, { corpo: '<b onmouseover="x()">Oi</b>' });
    expect(updated.body.data.corpo).toBe('<b>Oi</b>');
  });

  it('a sales link a step names must exist, be on and have an address: else a 422 on the field naming it, nothing saved', async () => {
    const c = await campanha('campanha_carrinhos');
    const unknown = await createEmail('campanha_carrinho_emails', email(c.id, { corpo: '<p><a href="[LINK_NAOEXISTE]">Compre</a></p>' }));
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual({ corpo: ['O link [LINK_NAOEXISTE] não existe nesta empresa: escolha um dos links de venda.'] });
    const off = await createEmail('campanha_carrinho_emails', email(c.id, { assunto: 'Páscoa: [LINK_CHOCPAS]' }));
    expect(off.status).toBe(422);
    expect(off.body.errors).toEqual({ assunto: ['O link [LINK_CHOCPAS] (Edição de Páscoa) está desativado: escolha outro.'] });
    const sms = await call<ErrorBody>('POST', 'campanha_carrinho_sms', {
      campanha_id: c.id,
      unidade_tempo: 1,
      unidade_medida: 'dias',
      corpo: 'Compre: [LINK_CHOCPAS]',
    });
    expect(sms.status).toBe(422);
    expect(sms.body.errors?.corpo).toEqual(['O link [LINK_CHOCPAS] (Edição de Páscoa) está desativado: escolha outro.']);
    // A product with no checkout yet: its links have no address.
    await h.db
      .update(produtosTable)
      .set({ checkout: null })
      .where(and(eq(produtosTable.companyId, await h.companyId(co)), eq(produtosTable.nome, 'Kit Receitas Fit')));
    const noAddress = await createEmail('campanha_carrinho_emails', email(c.id, { corpo: '<p>[LINK_RECFIT]</p>' }));
    expect(noAddress.body.errors?.corpo).toEqual([
      'O link [LINK_RECFIT] (Oferta principal) ainda não tem endereço: o produto não tem checkout.',
    ]);
    expect(await listOf('campanha_carrinho_emails', c.id)).toEqual([]);
    expect(await listOf('campanha_carrinho_sms', c.id)).toEqual([]);
    // An active link goes; an edit that names a dead one is refused and the step keeps what it had.
    const ok = await createEmail('campanha_carrinho_emails', email(c.id, { corpo: '<p><a href="[LINK_CONFEITA]">Compre</a></p>' }));
    expect(ok.status).toBe(201);
    const edit = await put<CampanhaPasso>(`campanha_carrinho_emails/${ok.body.data.id}`, { corpo: '<p>[LINK_CHOCPAS]</p>' });
    expect(edit.status).toBe(422);
    expect(edit.body.errors?.corpo).toEqual(['O link [LINK_CHOCPAS] (Edição de Páscoa) está desativado: escolha outro.']);
    expect((await call<One<CampanhaPasso>>('GET', `campanha_carrinho_emails/${ok.body.data.id}`)).body.data.corpo).toContain(
      '[LINK_CONFEITA]',
    );
    // In the language of the request.
    const english = await h.call<ErrorBody>('POST', `/api/${co}/campanha_carrinho_emails`, {
      token: gestor.token,
      json: email(c.id, { assunto: '[LINK_NAOEXISTE]' }),
      headers: { 'accept-language': 'en' },
    });
    expect(english.body.errors?.assunto).toEqual([
      'The link [LINK_NAOEXISTE] does not exist in this company: choose one of the sales links.',
    ]);
  });

  it('reorders a channel in one go; refuses ids of another campaign or channel, missing or repeated ones (422), and nothing moves', async () => {
    const c = await campanha('campanha_carrinhos');
    const other = await campanha('campanha_carrinhos');
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) ids.push((await createEmail('campanha_carrinho_emails', email(c.id, { assunto: `E${i}` }))).body.data.id);
    const foreign = (await createEmail('campanha_carrinho_emails', email(other.id))).body.data.id;
    const sms = (
      await call<One<CampanhaPasso>>('POST', 'campanha_carrinho_sms', {
        campanha_id: c.id,
        unidade_tempo: 1,
        unidade_medida: 'horas',
        corpo: 'Oi',
      })
    ).body.data.id;
    const reorder = (posicoes: unknown) =>
      call<DataEnvelope<CampanhaPasso[]>>('POST', 'campanha_carrinho_emails_posicao', { campanha_id: c.id, posicoes });
    for (const posicoes of [
      [ids[2], ids[0], foreign],
      [ids[2], ids[0]],
      [ids[2], ids[0], ids[1], sms],
      [ids[0], ids[0], ids[1]],
    ]) {
      const refused = await reorder(posicoes);
      expect(refused.status, JSON.stringify(posicoes)).toBe(422);
      expect(Object.keys(refused.body.errors ?? {})).toEqual(['posicoes']);
    }
    expect((await listOf('campanha_carrinho_emails', c.id)).map((passo) => passo.id)).toEqual(ids);
    const done = await reorder([ids[2], ids[0], ids[1]]);
    expect(done.status).toBe(200);
    expect(done.body.data.map((passo) => [passo.id, passo.posicao])).toEqual([
      [ids[2], 1],
      [ids[0], 2],
      [ids[1], 3],
    ]);
    // Deleting one closes the gap.
    expect((await del(`campanha_carrinho_emails/${ids[0]}`)).status).toBe(204);
    expect((await listOf('campanha_carrinho_emails', c.id)).map((passo) => [passo.id, passo.posicao])).toEqual([
      [ids[2], 1],
      [ids[1], 2],
    ]);
  });

  it('keeps cart and boleto apart: the boleto routes never reach a cart campaign’s steps, nor the reverse (404)', async () => {
    const cart = await campanha('campanha_carrinhos');
    const boleto = await campanha('campanha_boletos');
    const cartStep = (await createEmail('campanha_carrinho_emails', email(cart.id))).body.data.id;
    const boletoStep = (await createEmail('campanha_boleto_emails', email(boleto.id))).body.data.id;
    expect((await call('GET', `campanha_boleto_emails?campanha_id=${cart.id}`)).status).toBe(404);
    expect((await createEmail('campanha_boleto_emails', email(cart.id))).status).toBe(404);
    expect((await call('GET', `campanha_boleto_emails/${cartStep}`)).status).toBe(404);
    expect((await put(`campanha_boleto_emails/${cartStep}`, { assunto: 'Invadido' })).status).toBe(404);
    expect((await del(`campanha_boleto_emails/${cartStep}`)).status).toBe(404);
    expect((await call('POST', 'campanha_boleto_emails_posicao', { campanha_id: cart.id, posicoes: [cartStep] })).status).toBe(404);
    expect((await call('GET', `campanha_carrinho_emails/${boletoStep}`)).status).toBe(404);
    expect((await listOf('campanha_carrinho_emails', cart.id)).map((passo) => passo.assunto)).toEqual(['Olá']);
  });

  it('keeps companies apart and asks for each channel’s permission', async () => {
    const admin = await h.tokenFor('admin@retoma.dev');
    const auroraPlanos = (await call<DataEnvelope<{ data: Plano[] }>>('GET', 'planos?search=principal', undefined, admin, 'aurora')).body
      .data.data;
    const auroraCart = auroraPlanos[0]!.campanhas.find((item) => item.tipo === 'carrinho')!.id;
    const auroraSteps = (
      await call<DataEnvelope<CampanhaPasso[]>>('GET', `campanha_carrinho_emails?campanha_id=${auroraCart}`, undefined, admin, 'aurora')
    ).body.data;
    expect(auroraSteps).toHaveLength(3);
    expect((await call('GET', `campanha_carrinho_emails?campanha_id=${auroraCart}`)).status).toBe(404);
    expect((await call('GET', `campanha_carrinho_emails/${auroraSteps[0]!.id}`)).status).toBe(404);
    expect((await put(`campanha_carrinho_emails/${auroraSteps[0]!.id}`, { assunto: 'Alheio' })).status).toBe(404);
    expect((await createEmail('campanha_carrinho_emails', email(auroraCart))).status).toBe(404);
    // The cart's step pages are the spec's [planos_campanhas] (the editor holds it, the agent does not); the boleto's
    // need planos_campanhas_config_email / planos_campanhas_sms, which neither holds.
    const auroraBoleto = auroraPlanos[0]!.campanhas.find((item) => item.tipo === 'boleto')?.id ?? 0;
    const agent = await h.tokenFor(AGENT);
    const editor = await h.tokenFor(EDITOR);
    for (const channel of ['emails', 'sms']) {
      expect((await call('GET', `campanha_carrinho_${channel}?campanha_id=${auroraCart}`, undefined, agent, 'aurora')).status).toBe(403);
      expect((await call('GET', `campanha_carrinho_${channel}?campanha_id=${auroraCart}`, undefined, editor, 'aurora')).status).toBe(200);
      expect((await call('GET', `campanha_boleto_${channel}?campanha_id=${auroraBoleto}`, undefined, editor, 'aurora')).status).toBe(403);
    }
  });
});
