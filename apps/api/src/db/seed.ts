import { PERMISSION_NAMES } from '@retoma/api-client';
import {
  DEMO_CATALOGUES,
  DEMO_COMPANIES,
  DEMO_GRANTS,
  DEMO_MEMBERSHIPS,
  DEMO_ROLES,
  DEMO_USERS,
  EXTRA_USERS,
  OTHER_COMPANY,
  SYSTEM_ORIGENS,
  SYSTEM_STATUS,
  type DemoCatalogue,
} from '@retoma/api-client/fixtures';
import { count } from 'drizzle-orm';
import { hashPassword, NO_PASSWORD } from '../auth/password';
import type { Database } from './client';
import { DEMO_COMPANY_DETAILS, DEMO_INTEGRACOES, DEMO_PLANS } from './demoData';
import { seedCommissions } from '../services/commissions/demo';
import { seedNotifications } from './seedNotifications';
import { seedRecovery } from './seedRecovery';
import { seedTickets } from './seedTickets';
import { currentMonthIn } from '../services/timeZone';
import {
  brindes,
  catalogos,
  companies,
  companyUsage,
  conquistas,
  contas,
  integracoes,
  links,
  memberships,
  mensagensPadrao,
  permissionRoles,
  permissions,
  plans,
  platformEvents,
  produtoUpsells,
  produtos,
  roles,
  statusDeFinalizacao,
  users,
} from './schema';

/**
 * Demo tickets per company: who attends (the first gets the agenda), who only creates, and how many leads.
 * None of them holds a ticket when the seed ends, so every demo login starts free to attend.
 */
const DEMO_TICKET_PEOPLE: Record<string, { leads: number; agents: string[]; creators: string[] }> = {
  aurora: { leads: 260, agents: ['atendente@retoma.dev', 'admin@retoma.dev'], creators: ['editor@retoma.dev'] },
  casabela: { leads: 24, agents: ['atendente@retoma.dev', 'eduardo@casabela.dev'], creators: ['editor@retoma.dev'] },
  vitoria: { leads: 8, agents: ['igor@vitoria.dev', 'helena@vitoria.dev'], creators: [] },
};

/** Fixed timestamps, one step apart, so "newest first" lists and screenshots never change between seeds. */
const SEED_EPOCH = Date.UTC(2025, 0, 6, 12, 0, 0);
const at = (step: number) => new Date(SEED_EPOCH + step * 60 * 60 * 1000);

/** Seeds an empty database once; a database that already has users is left alone. */
export async function seedIfEmpty(db: Database): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(users);
  if ((existing?.n ?? 0) > 0) return false;
  await seed(db);
  return true;
}

export async function seedCatalogue(tx: Database, companyId: number, data: DemoCatalogue, integracaoId: (slug: string) => number) {
  let step = 0;
  const contaRows = await tx
    .insert(contas)
    .values(
      data.contas.map((c) => ({
        companyId,
        integracaoId: integracaoId(c.integracao),
        nome: c.nome,
        token: c.token,
        token2: c.token2 ?? null,
        token3: c.token3 ?? null,
        createdAt: at(step++),
      })),
    )
    .returning({ id: contas.id });
  // What each account's webhook received, relative to the seed's run so the demo's last events look recent.
  const events = data.contas.flatMap((c, index) =>
    (c.eventos ?? []).map((e) => ({
      companyId,
      contaId: contaRows[index]!.id,
      receivedAt: new Date(Date.now() - e.minutesAgo * 60_000),
      event: e.event,
      outcome: e.outcome,
      error: e.error ?? null,
    })),
  );
  if (events.length) await tx.insert(platformEvents).values(events);
  const produtoRows = data.produtos.length
    ? await tx
        .insert(produtos)
        .values(
          data.produtos.map((p) => ({
            companyId,
            contaId: contaRows[p.conta]!.id,
            nome: p.nome,
            status: p.status ?? true,
            preco: p.preco,
            codProduto: p.codProduto,
            checkout: p.checkout,
            cor: p.cor,
            habComissao: p.comissao !== undefined,
            comissaoModo: p.comissao?.modo ?? null,
            comissaoTipo: p.comissao?.tipo ?? null,
            comissaoInsercao: p.comissao?.insercao ?? null,
            comissaoAtendimento: p.comissao?.atendimento ?? null,
            integracao: true,
            createdAt: at(step++),
          })),
        )
        .returning({ id: produtos.id, nome: produtos.nome })
    : [];
  const produtoId = (nome: string) => produtoRows.find((row) => row.nome === nome)!.id;
  const upsells = data.produtos.flatMap((p) =>
    (p.upsells ?? []).map((nome) => ({ companyId, produtoId: produtoId(p.nome), upsellId: produtoId(nome) })),
  );
  if (upsells.length) await tx.insert(produtoUpsells).values(upsells);
  const giftRows = data.produtos.flatMap((p) =>
    (p.brindes ?? []).map((gift) => ({
      companyId,
      produtoId: produtoId(p.nome),
      nome: gift.nome,
      ativo: gift.ativo ?? true,
      logistica: gift.logistica,
      tipoDeCaixa: gift.tipoDeCaixa,
      altura: gift.altura ?? null,
      largura: gift.largura ?? null,
      comprimento: gift.comprimento,
      diametro: gift.diametro ?? null,
      peso: gift.peso,
      createdAt: at(step++),
    })),
  );
  if (giftRows.length) await tx.insert(brindes).values(giftRows);
  const linkRows = data.produtos.flatMap((p) =>
    p.links.map((l) => ({
      companyId,
      produtoId: produtoId(p.nome),
      identidade: l.identidade,
      descricao: l.descricao,
      codigoOferta: l.codigoOferta,
      src: 'retoma-user',
      split: l.split,
      boleto: l.boleto ?? false,
      paypal: l.paypal ?? false,
      status: l.status ?? true,
      createdAt: at(step++),
    })),
  );
  if (linkRows.length) await tx.insert(links).values(linkRows);

  const kinds = [
    ...SYSTEM_ORIGENS.map((nome) => ({ kind: 'origem' as const, nome, padrao: true })),
    ...data.origens.map((nome) => ({ kind: 'origem' as const, nome, padrao: false })),
    ...data.tiposDeDuvida.map((nome) => ({ kind: 'tipo_duvida' as const, nome, padrao: false })),
    ...data.motivosDePerda.map((nome) => ({ kind: 'motivo_perda' as const, nome, padrao: false })),
  ];
  await tx.insert(catalogos).values(kinds.map((k) => ({ companyId, ...k, createdAt: at(step++) })));
  await tx.insert(statusDeFinalizacao).values(
    [...SYSTEM_STATUS, ...data.status].map((s) => ({
      companyId,
      nome: s.nome,
      tipo: s.tipo,
      habBrinde: s.habBrinde ?? false,
      habPerda: s.habPerda ?? false,
      fechamento: s.fechamento ?? null,
      espera: s.espera ?? false,
      padrao: s.padrao ?? false,
      createdAt: at(step++),
    })),
  );
  if (data.mensagens.length) {
    await tx.insert(mensagensPadrao).values(
      data.mensagens.map((m) => ({
        companyId,
        tipo: m.tipo,
        titulo: m.titulo,
        assunto: m.assunto ?? null,
        mensagem: m.mensagem,
        status: m.status ?? true,
        createdAt: at(step++),
      })),
    );
  }
  if (data.conquistas?.length) {
    await tx.insert(conquistas).values(
      data.conquistas.map((c) => ({
        companyId,
        nome: c.nome,
        descricao: c.descricao,
        produtoId: c.produto ? produtoId(c.produto) : null,
        perfil: c.perfil,
        tipo: c.tipo,
        valor: c.valor ?? null,
        porcentagem: c.porcentagem ?? null,
        quantidade: c.quantidade,
        ativo: c.ativo ?? true,
        createdAt: at(step++),
      })),
    );
  }
}

export async function seed(db: Database): Promise<void> {
  const people = [...DEMO_USERS, ...EXTRA_USERS];
  const hashes = await Promise.all(people.map((u) => (u.password ? hashPassword(u.password) : Promise.resolve(NO_PASSWORD))));
  await db.transaction(async (tx) => {
    const permissionRows = await tx
      .insert(permissions)
      .values(PERMISSION_NAMES.map((name) => ({ name })))
      .returning();
    const roleRows = await tx
      .insert(roles)
      .values(DEMO_ROLES.map((nome) => ({ nome })))
      .returning();
    const roleId = (nome: string) => roleRows.find((r) => r.nome === nome)!.id;
    const permissionId = new Map(permissionRows.map((p) => [p.name, p.id]));
    const grants = Object.entries(DEMO_GRANTS).flatMap(([role, names]) =>
      names.map((name) => ({ roleId: roleId(role), permissionId: permissionId.get(name)! })),
    );
    await tx.insert(permissionRoles).values(grants);

    const planRows = await tx
      .insert(plans)
      .values([...DEMO_PLANS])
      .returning({ id: plans.id, nome: plans.nome });
    const integracaoRows = await tx
      .insert(integracoes)
      .values([...DEMO_INTEGRACOES])
      .returning({ id: integracoes.id, slug: integracoes.slug });
    const integracaoId = (slug: string) => integracaoRows.find((row) => row.slug === slug)!.id;

    const companyRows = await tx
      .insert(companies)
      .values(
        [...DEMO_COMPANIES, OTHER_COMPANY].map((company) => {
          const details = DEMO_COMPANY_DETAILS[company.slug]!;
          const { plan, ...legal } = details;
          return { ...company, ...legal, planId: planRows.find((p) => p.nome === plan)!.id };
        }),
      )
      .returning();
    const userRows = await tx
      .insert(users)
      .values(people.map((u, i) => ({ name: u.name, email: u.email, ramal: u.ramal, passwordHash: hashes[i]! })))
      .returning({ id: users.id, email: users.email, name: users.name });
    await tx.insert(memberships).values(
      DEMO_MEMBERSHIPS.map((m, i) => ({
        companyId: companyRows.find((c) => c.slug === m.company)!.id,
        userId: userRows.find((u) => u.email === m.email)!.id,
        roleId: roleId(m.role),
        status: m.status,
        createdAt: at(i),
      })),
    );

    for (const company of companyRows) {
      await seedCatalogue(tx, company.id, DEMO_CATALOGUES[company.slug]!, integracaoId);
      // This month's consumption, so "meu plano" shows real numbers against the limits.
      await tx.insert(companyUsage).values({
        companyId: company.id,
        mes: currentMonthIn(company.timeZone),
        numeroEmails: company.slug === 'aurora' ? 1_284 : 312,
        numeroSms: company.slug === 'aurora' ? 96 : 0,
      });
    }

    // Tickets are counted back from the seeding hour, so the agenda always has returns late, today and ahead.
    const now = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000);
    const person = (email: string) => userRows.find((u) => u.email === email)!;
    for (const [index, company] of companyRows.entries()) {
      const people = DEMO_TICKET_PEOPLE[company.slug]!;
      await seedTickets(tx, {
        companyId: company.id,
        seed: index + 1,
        leads: people.leads,
        agents: people.agents.map(person),
        creators: people.creators.map(person),
        now,
      });
      await seedNotifications(tx, company.id, now);
      if (company.slug === 'aurora') {
        await seedRecovery(tx, company.id, now);
        await seedCommissions(tx, company.id, ['admin@retoma.dev', 'atendente@retoma.dev'], now);
      }
    }
  });
}
