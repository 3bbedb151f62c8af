import { createApiClient, NotFoundError, ValidationError, type ApiClient } from '@retoma/api-client';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, getHarness, type Harness } from './harness';

/** The app's own client against the real server: paths, verbs, envelopes and errors agree on both sides. */
let h: Harness;
let client: ApiClient;
beforeAll(async () => {
  h = await getHarness();
  let token: string | null = await h.tokenFor(ADMIN);
  const app = h.freshApp();
  client = createApiClient({
    apiUrl: 'http://retoma.test/api',
    getIdentity: () => 'aurora',
    tokens: { get: () => token, set: (next) => (token = next) },
    fetch: (input, init) => app.fetch(new Request(input, init)),
  });
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
});
