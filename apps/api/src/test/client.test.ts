import { createApiClient, NotFoundError, ValidationError, type ApiClient } from '@retoma/api-client';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, getHarness, type Harness } from './harness';
import { addMember, createTestCompany } from './tickets';

/** The app's own client against the real server: paths, verbs, envelopes and errors agree on both sides. */
let h: Harness;
let client: ApiClient;
function clientFor(initial: string, identity = 'aurora'): ApiClient {
  let token: string | null = initial;
  const app = h.freshApp();
  return createApiClient({
    apiUrl: 'http://retoma.test/api',
    getIdentity: () => identity,
    tokens: { get: () => token, set: (next) => (token = next) },
    fetch: (input, init) => app.fetch(new Request(input, init)),
  });
}
beforeAll(async () => {
  h = await getHarness();
  client = clientFor(await h.tokenFor(ADMIN));
});

describe('api-client resources against the server', () => {
  it('settings: lists, shows and writes through the typed calls', async () => {
    const settings = client.settings;
    const produtos = await settings.produtos.list({ search: 'Confeitaria', per_page: 10 });
    expect(produtos.data[0]?.nome).toBe('Curso de Confeitaria Profissional');
    const links = await settings.links.list({ produto: produtos.data[0]!.id, status: 1 });
    expect(links.total).toBeGreaterThan(0);
    expect((await settings.myPlan()).plano?.nome).toBe('Profissional');
    expect((await settings.selects.responsaveis()).usuarios.length).toBeGreaterThan(0);
    const origem = await settings.origens.create({ nome: 'Via cliente tipado' });
    expect((await settings.origens.update(origem.id, { nome: 'Renomeada', status: false })).status).toBe(0);
    await settings.origens.remove(origem.id);
    await expect(settings.origens.get(origem.id)).rejects.toBeInstanceOf(NotFoundError);
    const invalid = await settings.produtos.create({ nome: '', conta_id: 0, preco: -1, cod_produto: '', cor: '' }).catch((e: unknown) => e);
    expect(invalid).toBeInstanceOf(ValidationError);
    expect((invalid as ValidationError).fieldMessage('nome')).toBe('Informe o nome do produto.');
  });

  it('conquistas: lists, writes and validates through the typed calls', async () => {
    // A company of its own (aurora's catalogue, its demo achievements included): aurora's counts stay put.
    const co = await createTestCompany(h);
    const conquistas = clientFor((await addMember(h, 'Administrador', 'gestor', co)).token, co).settings.conquistas;
    expect((await conquistas.list({ global: 0 })).data.map((c) => c.nome)).toEqual(['Mestre confeiteiro']);
    const input = {
      global: true,
      nome: 'Via cliente tipado',
      perfil: 'atendente',
      tipo: 'percentual',
      porcentagem: 3,
      quantidade: 15,
    } as const;
    const created = await conquistas.create(input);
    expect(created).toMatchObject({ global: true, produto: null, porcentagem: 3, valor: null, imagem: null, ativo: true });
    expect((await conquistas.update(created.id, { ...input, ativo: false })).ativo).toBe(false);
    await conquistas.remove(created.id);
    await expect(conquistas.get(created.id)).rejects.toBeInstanceOf(NotFoundError);
    const invalid = await conquistas.create({ ...input, nome: '' }).catch((e: unknown) => e);
    expect((invalid as ValidationError).fieldMessage('nome')).toBe('Informe o nome da conquista.');
  });

  it('identity: roles, members and the password calls', async () => {
    const identity = client.identity;
    const roles = await identity.roles();
    expect(roles.map((r) => r.nome)).toContain('Administrador');
    const members = await identity.members({ status: 'pending' });
    expect(members.data.every((m) => m.status === 'pending')).toBe(true);
    const me = await h.userId(ADMIN);
    expect(await identity.updateMenuRapido(me, ['perfil'])).toEqual(['perfil']);
    expect((await client.session.remember({ email: 'ninguem@exemplo.com.br' })).message).toContain('Se o e-mail estiver cadastrado');
    await expect(client.session.findResetToken('nao-existe')).rejects.toBeInstanceOf(NotFoundError);
  });

  it('tickets: the attendance flow end to end through the typed calls', async () => {
    // A company of its own: the agent and the e-mails here do not change the demo companies' numbers.
    const co = await createTestCompany(h);
    const manager = clientFor((await addMember(h, 'Administrador', 'gestor', co)).token, co);
    const agent = clientFor((await addMember(h, 'Atendente', 'cliente', co)).token, co);
    const tickets = manager.tickets;
    const counts = await tickets.counts();
    expect(counts.todos).toBe(counts.abertos + counts.fechados);
    expect((await client.tickets.open({ per_page: 10 })).data).toHaveLength(10);
    expect(counts.todos).toBe(0);
    const demo = await client.tickets.counts();
    expect(demo.todos).toBeGreaterThan(250);
    const [produto] = await manager.settings.selects.produtos();
    const origem = (await manager.settings.origens.list({ status: 1 })).data[0]!;
    const duvida = (await manager.settings.tiposDeDuvida.list({ status: 1 })).data[0]!;
    const email = `cliente.tipado.${Date.now()}@exemplo.com.br`;
    const input = {
      origem_id: origem.id,
      tipo_duvida_id: duvida.id,
      produto_id: produto!.id,
      nome: 'Lia Tipada',
      email,
      ddi: '55',
      telefone: '11987654321',
      detalhamento: 'Via cliente.',
    };
    const ticket = await tickets.create(input);
    expect((await tickets.checkProduct({ email, produto_id: produto!.id })).ticket_id).toBe(ticket.id);
    const duplicate = await tickets.create(input).catch((e: unknown) => e);
    expect((duplicate as ValidationError).fieldMessage('email')).toContain(`#${ticket.id}`);

    expect(await agent.tickets.attend(ticket.id)).toEqual({ status: 'ok', id: ticket.id });
    const link = await agent.tickets.sendWhatsapp({ id: ticket.id, mensagem: 'Oi, [NOME_LEAD]!' });
    expect(link.mensagem).toBe('Oi, Lia Tipada!');
    const status = (await manager.settings.statusDeFinalizacao.list({ tipo: 'aguardando', status: 1 })).data[0]!;
    const when = new Date(Date.now() + 86_400_000).toISOString();
    const attendance = await agent.tickets.finish({
      ticket_id: ticket.id,
      lead_id: ticket.lead_id,
      lead_produto_id: ticket.lead_produto_id,
      produto_id: ticket.produto_id,
      tipo: 'aguardando',
      follow_up: 'Retornar amanhã.',
      status_atendimento_id: status.id,
      data_agendamento: when,
    });
    expect(attendance.data_agendamento).toBe(when);
    const [entry] = await agent.tickets.agenda.list('meus');
    expect(entry?.ticket_id).toBe(ticket.id);
    const moved = await agent.tickets.agenda.reschedule(entry!.id, '2099-01-02 10:00');
    expect(moved.data_agendamento).toBe('2099-01-02T13:00:00.000Z');
    const detail = await tickets.get(ticket.id);
    expect(detail.acoesrecebidas.map((a) => a.evento)).toEqual(['reagendado', 'finalizado', 'whatsapp', 'atendimento_iniciado', 'criado']);
    await expect(tickets.get(999_999)).rejects.toBeInstanceOf(NotFoundError);
  });
});
