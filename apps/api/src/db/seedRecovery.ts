import {
  renderMessage,
  type CampaignKind,
  type Canal,
  type ContatoSituacao,
  type EnvioEventoTipo,
  type UnidadeMedida,
} from '@retoma/api-client';
import { AREA_CODES, createRandom, EMAIL_DOMAINS, FIRST_NAMES, LAST_NAMES, plainText, type Random } from '@retoma/api-client/fixtures';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from './client';
import {
  campanhaContatos,
  campanhaPassos,
  campanhas,
  catalogos,
  envioEventos,
  envios,
  leadProdutos,
  leads,
  planos,
  produtos,
  transacoes,
  vendasRecuperadas,
} from './schema';
import { seedCancelledTickets } from './seedCancelledCampaign';
import { seedWhatsappAnswers } from './seedWhatsappCampaign';

/**
 * The demo company's recovery: two plans, a cart campaign with three e-mails and two SMS, a boleto campaign, one
 * campaign of each other kind, and what the engine would have done over the last three weeks (contacts in and out,
 * sends gone out with their opens and clicks, sends scheduled ahead, sales won back). A fixed-seed generator makes
 * every seed the same; times count back from the seeding hour, so the scheduled sends are always ahead.
 */

const MINUTE = 60_000;
const DAY = 1440 * MINUTE;

interface StepSpec {
  canal: Canal;
  unidadeTempo: number;
  unidadeMedida: UnidadeMedida;
  assunto?: string;
  corpo: string;
}

const FACTOR: Record<UnidadeMedida, number> = { minutos: 1, horas: 60, dias: 1440 };

const SENDER = { titulo: 'Equipe Aurora', responder: 'contato@aurora.example' };

const CART_STEPS: StepSpec[] = [
  {
    canal: 'email',
    unidadeTempo: 30,
    unidadeMedida: 'minutos',
    assunto: 'Esqueceu algo no carrinho, [NOME_LEAD]?',
    corpo: '<p>Olá, [NOME_LEAD]!</p><p>O seu <strong>[NOME_PRODUTO]</strong> ficou no carrinho. Ele ainda está reservado para você.</p>',
  },
  {
    canal: 'email',
    unidadeTempo: 1,
    unidadeMedida: 'dias',
    assunto: 'Suas dúvidas sobre o [NOME_PRODUTO]',
    corpo: '<p>[NOME_LEAD], separamos as perguntas mais comuns de quem está decidindo.</p><p>Se preferir, responda este e-mail.</p>',
  },
  {
    canal: 'email',
    unidadeTempo: 3,
    unidadeMedida: 'dias',
    assunto: 'Última chance: o carrinho expira hoje',
    corpo: '<p>[NOME_LEAD], hoje é o último dia para concluir a compra do <strong>[NOME_PRODUTO]</strong> nas mesmas condições.</p>',
  },
  {
    canal: 'sms',
    unidadeTempo: 2,
    unidadeMedida: 'horas',
    corpo: '[NOME_LEAD], seu carrinho do [NOME_PRODUTO] ainda esta salvo. Conclua quando quiser.',
  },
  {
    canal: 'sms',
    unidadeTempo: 2,
    unidadeMedida: 'dias',
    corpo: 'Oi [NOME_LEAD]! Ainda da tempo de garantir o [NOME_PRODUTO]. Qualquer duvida, responda este SMS.',
  },
];

const BOLETO_STEPS: StepSpec[] = [
  {
    canal: 'email',
    unidadeTempo: 1,
    unidadeMedida: 'horas',
    assunto: 'Seu boleto do [NOME_PRODUTO] está pronto',
    corpo:
      '<p>Olá, [NOME_LEAD]!</p><p>O boleto do <strong>[NOME_PRODUTO]</strong> vence em três dias. Assim que ele for pago, o acesso chega por e-mail.</p>',
  },
  {
    canal: 'email',
    unidadeTempo: 2,
    unidadeMedida: 'dias',
    assunto: 'O boleto vence amanhã',
    corpo: '<p>[NOME_LEAD], o boleto do [NOME_PRODUTO] vence amanhã. Prefere pagar com cartão ou Pix? Responda este e-mail.</p>',
  },
  {
    canal: 'sms',
    unidadeTempo: 1,
    unidadeMedida: 'dias',
    corpo: '[NOME_LEAD], o boleto do [NOME_PRODUTO] vence em breve. Pague pelo app do seu banco.',
  },
];

interface Scene {
  tx: Database;
  companyId: number;
  now: Date;
  random: Random;
}

async function insertCampanha(
  { tx, companyId }: Scene,
  values: { planoId: number; produtoId: number; tipo: CampaignKind; nome: string; ativo: boolean; config: Record<string, unknown> },
  createdAt: Date,
) {
  const [row] = await tx
    .insert(campanhas)
    .values({ companyId, ...values, createdAt, updatedAt: createdAt })
    .returning({ id: campanhas.id });
  return row!.id;
}

async function insertSteps(scene: Scene, campanhaId: number, steps: StepSpec[], createdAt: Date) {
  const positions: Record<Canal, number> = { email: 0, sms: 0 };
  const rows = steps.map((step) => ({
    companyId: scene.companyId,
    campanhaId,
    canal: step.canal,
    posicao: (positions[step.canal] += 1),
    unidadeTempo: step.unidadeTempo,
    unidadeMedida: step.unidadeMedida,
    periodo: step.unidadeTempo * FACTOR[step.unidadeMedida],
    ...(step.canal === 'email' ? { ...SENDER, assunto: step.assunto! } : {}),
    corpo: step.corpo,
    createdAt,
    updatedAt: createdAt,
  }));
  return scene.tx.insert(campanhaPassos).values(rows).returning();
}

/** New leads of the campaigns (people who abandoned a cart or printed a boleto), apart from the tickets' leads. */
async function insertLeads(scene: Scene, count: number, offset: number) {
  const { random } = scene;
  const rows = Array.from({ length: count }, (_, i) => {
    const first = random.pick(FIRST_NAMES);
    const last = random.pick(LAST_NAMES);
    return {
      companyId: scene.companyId,
      nome: `${first} ${last}`,
      email: `${plainText(first)}.${plainText(last)}.r${offset + i + 1}@${random.pick(EMAIL_DOMAINS)}`,
      ddi: '55',
      ddd: random.pick(AREA_CODES),
      telefone: `9${random.digits(8)}`,
    };
  });
  return scene.tx
    .insert(leads)
    .values(rows)
    .returning({ id: leads.id, nome: leads.nome, email: leads.email, ddd: leads.ddd, telefone: leads.telefone });
}

interface Product {
  id: number;
  nome: string;
  preco: number;
}

/**
 * Enrols `count` new leads in a campaign over the last 20 days and plays its sequences: each step due in the past
 * went out (most delivered, many opened, some clicked), each step due ahead is scheduled; a contact leaves when it
 * buys (a recovered sale credited to the step it opened last), opts out, or its last step has gone.
 */
async function playCampaign(
  scene: Scene,
  campanhaId: number,
  produto: Product,
  steps: Array<typeof campanhaPassos.$inferSelect>,
  count: number,
  offset: number,
) {
  const { tx, companyId, now, random } = scene;
  const people = await insertLeads(scene, count, offset);
  for (const [index, lead] of people.entries()) {
    // The newest contacts entered in the last hours, so some of their sends are still ahead.
    const entrouEm = new Date(now.getTime() - (index < 8 ? random.int(10, 600) * MINUTE : random.int(1, 20 * 1440) * MINUTE));
    const fate = random.next();
    const buysAfter = fate < 0.22 ? random.int(40, 4 * 1440) * MINUTE : null;
    const optsOutAfter = fate >= 0.22 && fate < 0.27 ? random.int(60, 2 * 1440) * MINUTE : null;
    const leftAt = buysAfter ?? optsOutAfter;
    const leftEm = leftAt !== null && entrouEm.getTime() + leftAt < now.getTime() ? new Date(entrouEm.getTime() + leftAt) : null;

    // Each channel is its own sequence: a step waits its period after the previous step of its channel.
    const due = new Map<number, Date>();
    for (const canal of ['email', 'sms'] as const) {
      let at = entrouEm.getTime();
      for (const passo of steps.filter((step) => step.canal === canal)) due.set(passo.id, new Date((at += passo.periodo * MINUTE)));
    }
    const last = Math.max(...[...due.values()].map((date) => date.getTime()));
    let situacao: ContatoSituacao = 'ativo';
    let saiuEm: Date | null = leftEm;
    if (leftEm) situacao = buysAfter !== null ? 'recuperado' : 'descadastrado';
    else if (last < now.getTime()) {
      situacao = 'concluido';
      saiuEm = new Date(last + MINUTE);
    }

    const [lp] = await tx
      .insert(leadProdutos)
      .values({ companyId, leadId: lead.id, produtoId: produto.id, createdAt: entrouEm })
      .returning({ id: leadProdutos.id });
    const [contato] = await tx
      .insert(campanhaContatos)
      .values({
        companyId,
        campanhaId,
        leadId: lead.id,
        leadProdutoId: lp!.id,
        transacao: `HP${random.digits(10)}`,
        situacao,
        entrouEm,
        saiuEm,
      })
      .returning({ id: campanhaContatos.id });

    const vars = {
      '[NOME_LEAD]': lead.nome,
      '[EMAIL_LEAD]': lead.email,
      '[NOME_ATENDENTE]': '',
      '[NOME_PRODUTO]': produto.nome,
    };
    let credit: { passoId: number; envioId: number } | null = null;
    for (const passo of steps) {
      if (!passo.ativo) continue;
      const when = due.get(passo.id)!;
      const stoppedBefore = saiuEm !== null && when.getTime() > saiuEm.getTime();
      if (stoppedBefore) continue;
      const email = passo.canal === 'email';
      const base = {
        companyId,
        campanhaId,
        contatoId: contato!.id,
        passoId: passo.id,
        canal: passo.canal,
        previstoPara: when,
        createdAt: entrouEm,
        updatedAt: when,
      };
      if (when.getTime() > now.getTime()) {
        await tx.insert(envios).values({ ...base, situacao: 'agendado' });
        continue;
      }
      const failed = random.bool(0.03);
      const [envio] = await tx
        .insert(envios)
        .values({
          ...base,
          situacao: failed ? 'falhou' : 'enviado',
          tentativas: failed ? 3 : 1,
          motivo: failed ? (email ? 'A caixa de entrada do destinatário está cheia.' : 'Número de telefone inválido.') : null,
          destino: email ? lead.email : `+55${lead.ddd}${lead.telefone}`,
          assunto: email ? renderMessage(passo.assunto ?? '', vars) : null,
          corpo: renderMessage(passo.corpo, vars),
          enviadoEm: failed ? null : new Date(when.getTime() + random.int(0, 4) * MINUTE),
        })
        .returning({ id: envios.id });
      if (failed) continue;
      const events: Array<{ evento: EnvioEventoTipo; at: number }> = [{ evento: 'entregue', at: 1 }];
      if (email && random.bool(0.55)) events.push({ evento: 'aberto', at: random.int(5, 600) });
      if (events.length > 1 && random.bool(0.4)) events.push({ evento: 'clicou', at: events[1]!.at + random.int(1, 30) });
      if (!email && random.bool(0.2)) events.push({ evento: 'clicou', at: random.int(2, 240) });
      const occurred = events
        .map((event) => ({ ...event, when: new Date(when.getTime() + event.at * MINUTE) }))
        .filter((event) => event.when < now);
      if (occurred.length > 0)
        await tx.insert(envioEventos).values(
          occurred.map((event) => ({
            companyId,
            envioId: envio!.id,
            evento: event.evento,
            detalhe: event.evento === 'clicou' ? 'https://pay.hotmart.com/K48213007X' : null,
            ocorridoEm: event.when,
          })),
        );
      if (occurred.some((event) => event.evento !== 'entregue')) credit = { passoId: passo.id, envioId: envio!.id };
      if (situacao === 'descadastrado' && saiuEm && Math.abs(saiuEm.getTime() - when.getTime()) < DAY)
        await tx.insert(envioEventos).values({ companyId, envioId: envio!.id, evento: 'descadastrou', detalhe: null, ocorridoEm: saiuEm });
    }

    if (situacao === 'recuperado' && saiuEm) {
      const [venda] = await tx
        .insert(transacoes)
        .values({
          companyId,
          leadId: lead.id,
          leadProdutoId: lp!.id,
          produtoId: produto.id,
          transaction: `HP${random.digits(12)}`,
          status: 'approved',
          paymentType: random.pick(['credit_card', 'billet', 'pix'] as const),
          fullPrice: produto.preco,
          cmsVendor: Math.round(produto.preco * 90) / 100,
          cmsMarketplace: Math.round(produto.preco * 10) / 100,
          purchaseDate: saiuEm,
          confirmationPurchaseDate: saiuEm,
          createdAt: saiuEm,
          updatedAt: saiuEm,
        })
        .returning({ id: transacoes.id });
      await tx.insert(vendasRecuperadas).values({
        companyId,
        transacaoId: venda!.id,
        leadId: lead.id,
        produtoId: produto.id,
        valor: produto.preco,
        origem: 'campanha',
        campanhaId,
        passoId: credit?.passoId ?? null,
        envioId: credit?.envioId ?? null,
        recuperadaEm: saiuEm,
        createdAt: saiuEm,
        updatedAt: saiuEm,
      });
    }
  }
}

/** `companyId`'s plans, campaigns and their recent activity (see above). */
export async function seedRecovery(tx: Database, companyId: number, now: Date): Promise<void> {
  const scene: Scene = { tx, companyId, now, random: createRandom('recovery') };
  const catalogue = await tx
    .select({ id: catalogos.id, kind: catalogos.kind })
    .from(catalogos)
    .where(eq(catalogos.companyId, companyId))
    .orderBy(asc(catalogos.id));
  const firstOf = (kind: 'origem' | 'tipo_duvida') => catalogue.find((row) => row.kind === kind)?.id ?? null;
  const products = await tx
    .select({ id: produtos.id, nome: produtos.nome, preco: produtos.preco })
    .from(produtos)
    .where(and(eq(produtos.companyId, companyId), eq(produtos.status, true)))
    .orderBy(asc(produtos.id))
    .limit(2);
  const [main, second] = products;
  if (!main) return;
  const created = new Date(now.getTime() - 45 * DAY);

  const [principal, lancamento] = await tx
    .insert(planos)
    .values([
      { companyId, nome: 'Recuperação principal', ativo: true, createdAt: created, updatedAt: created },
      { companyId, nome: 'Lançamento de março', ativo: false, createdAt: created, updatedAt: created },
    ])
    .returning({ id: planos.id });

  const carrinho = await insertCampanha(
    scene,
    {
      planoId: principal!.id,
      produtoId: main.id,
      tipo: 'carrinho',
      nome: `Carrinho abandonado — ${main.nome}`,
      ativo: true,
      config: { checkout_url: 'https://pay.hotmart.com/K48213007X', janela_inicio: '08:00', janela_fim: '21:00' },
    },
    created,
  );
  const boleto = await insertCampanha(
    scene,
    { planoId: principal!.id, produtoId: main.id, tipo: 'boleto', nome: `Boleto impresso — ${main.nome}`, ativo: true, config: {} },
    created,
  );
  const cancelado = await insertCampanha(
    scene,
    {
      planoId: principal!.id,
      produtoId: main.id,
      tipo: 'cancelado',
      nome: `Vendas canceladas — ${main.nome}`,
      ativo: true,
      config: { tipo_duvida_id: firstOf('tipo_duvida'), tipos: ['canceled', 'expired'], reabertura: true },
    },
    created,
  );
  const agendamento = await insertCampanha(
    scene,
    {
      planoId: principal!.id,
      produtoId: main.id,
      tipo: 'agendamento',
      nome: 'Agende uma conversa com a equipe',
      ativo: true,
      config: {
        descricao: 'Escolha um horário e um especialista liga para você para tirar suas dúvidas.',
        obrigado_url: 'https://aurora.example/obrigado',
        origem_id: firstOf('origem'),
        tipo_duvida_id: firstOf('tipo_duvida'),
        dias_semana: [1, 2, 3, 4, 5],
        hora_inicio: '09:00',
        hora_fim: '18:00',
        duracao_minutos: 30,
        ddd: '11',
        telefone: '40028922',
      },
    },
    created,
  );
  const whatsapp = await insertCampanha(
    scene,
    {
      planoId: principal!.id,
      produtoId: main.id,
      tipo: 'whatsapp',
      nome: 'Fale com a gente no WhatsApp',
      ativo: true,
      config: {
        ddi: '55',
        telefone: '11940028922',
        mensagem: 'Olá, [NOME_LEAD]! Vi que você quer saber mais sobre o [NOME_PRODUTO]. Posso ajudar?',
      },
    },
    created,
  );
  // The paused launch plan: its cart campaign waits, switched off with the plan.
  if (second)
    await insertCampanha(
      scene,
      { planoId: lancamento!.id, produtoId: second.id, tipo: 'carrinho', nome: `Lançamento — ${second.nome}`, ativo: false, config: {} },
      created,
    );

  const cartSteps = await insertSteps(scene, carrinho, CART_STEPS, created);
  const boletoSteps = await insertSteps(scene, boleto, BOLETO_STEPS, created);
  await playCampaign(scene, carrinho, main, cartSteps, 70, 0);
  await playCampaign(scene, boleto, main, boletoSteps, 35, 70);
  await enrolOnly(scene, cancelado, main, 9, 105);
  await seedCancelledTickets(tx, companyId, cancelado);
  await enrolOnly(scene, agendamento, main, 12, 114);
  await enrolOnly(scene, whatsapp, main, 16, 126);
  await seedWhatsappAnswers(tx, companyId, whatsapp);
}

/**
 * Contacts of a campaign without sequences (cancelled sales, bookings, WhatsApp forms): the recent ones still
 * pending, the older ones answered or closed.
 */
async function enrolOnly(scene: Scene, campanhaId: number, produto: Product, count: number, offset: number) {
  const { tx, companyId, now, random } = scene;
  const people = await insertLeads(scene, count, offset);
  for (const [index, lead] of people.entries()) {
    const entrouEm = new Date(now.getTime() - random.int(30, 14 * 1440) * MINUTE - index * 90 * MINUTE);
    const pending = index % 3 === 0 || now.getTime() - entrouEm.getTime() < DAY;
    const [lp] = await tx
      .insert(leadProdutos)
      .values({ companyId, leadId: lead.id, produtoId: produto.id, createdAt: entrouEm })
      .returning({ id: leadProdutos.id });
    await tx.insert(campanhaContatos).values({
      companyId,
      campanhaId,
      leadId: lead.id,
      leadProdutoId: lp!.id,
      situacao: pending ? 'ativo' : 'concluido',
      entrouEm,
      saiuEm: pending ? null : new Date(entrouEm.getTime() + random.int(20, 1440) * MINUTE),
    });
  }
}
