import type { CompanyData, Conta, DataEnvelope, ErrorBody, Integracao, ListResponse, MyPlan } from '@retoma/api-client';
import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { companyUsage, contas } from '../db/schema';
import { ADMIN, getHarness, type Harness } from '../test/harness';

let h: Harness;
let admin: string;
let integracoes: Record<string, Integracao>;
beforeAll(async () => {
  h = await getHarness();
  admin = await h.tokenFor(ADMIN);
  const res = await h.call<DataEnvelope<Integracao[]>>('GET', '/api/aurora/integracoes', { token: admin });
  integracoes = Object.fromEntries(res.body.data.map((i) => [i.descricao, i]));
});

/** Every secret a response could leak: the seeded ones and any created in these tests. */
const SECRETS = [
  'demo-hotmart-aurora-7f3a9c',
  'demo-eduzz-aurora-key',
  'demo-eduzz-aurora-secret',
  'segredo-1',
  'segredo-2',
  'segredo-3',
  'segredo-novo',
];
const expectNoSecrets = (text: string) => {
  for (const secret of SECRETS) expect(text).not.toContain(secret);
  expect(text).not.toMatch(/"token2?3?"\s*:/);
};

describe('company data (my_company)', () => {
  it('shows and updates the company; the CNPJ is checked and stored as digits', async () => {
    const before = await h.call<DataEnvelope<CompanyData>>('GET', '/api/aurora/my_company', { token: admin });
    expect(before.body.data).toMatchObject({
      slug: 'aurora',
      nome: 'Loja Aurora',
      cnpj: '11222333000181',
      razao_social: 'Aurora Comércio Digital Ltda.',
    });
    const input = {
      _method: 'PUT',
      nome: 'Loja Aurora',
      razao_social: 'Aurora Comércio Digital Ltda.',
      nome_fantasia: 'Aurora Doces',
      cnpj: '11.222.333/0001-81',
      email: 'financeiro@lojaaurora.com.br',
      site: 'https://lojaaurora.com.br',
      descricao: 'Comissões Aurora',
      rodape: '',
    };
    const res = await h.call<DataEnvelope<CompanyData>>('POST', '/api/aurora/my_company', { token: admin, json: input });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ nome_fantasia: 'Aurora Doces', cnpj: '11222333000181', rodape: null, slug: 'aurora' });
    await h.call('PUT', '/api/aurora/my_company', {
      token: admin,
      json: { ...input, nome_fantasia: 'Loja Aurora', rodape: 'Loja Aurora - SP' },
    });
  });

  it('rejects an invalid CNPJ, e-mail, site and over-long order texts', async () => {
    const res = await h.call<ErrorBody>('PUT', '/api/aurora/my_company', {
      token: admin,
      json: {
        nome: 'A',
        razao_social: 'B',
        nome_fantasia: 'C',
        cnpj: '11.222.333/0001-82',
        email: 'x',
        site: 'lojaaurora',
        descricao: 'x'.repeat(21),
      },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toMatchObject({
      cnpj: ['CNPJ inválido: confira os números.'],
      email: ['Informe um e-mail comercial válido.'],
      descricao: ['Use no máximo 20 caracteres.'],
    });
    expect(res.body.errors?.site).toBeDefined();
  });
});

/**
 * Aurora's usage row of the latest month (the current one). On PostgreSQL other test files send e-mails and SMS in
 * Aurora at the same time, so it only grows while this file runs.
 */
async function storedUsage() {
  const [row] = await h.db
    .select({ numero_emails: companyUsage.numeroEmails, numero_sms: companyUsage.numeroSms })
    .from(companyUsage)
    .where(eq(companyUsage.companyId, await h.companyId('aurora')))
    .orderBy(desc(companyUsage.mes))
    .limit(1);
  return row!;
}

describe('meu plano', () => {
  it('shows the plan limits, this month’s consumption and the seats in use', async () => {
    const before = await storedUsage();
    const res = await h.call<DataEnvelope<MyPlan>>('GET', '/api/aurora/my_plan', { token: admin });
    const after = await storedUsage();
    expect(res.body.data.plano).toMatchObject({
      nome: 'Profissional',
      config_planos: { numero_usuarios: 25, sms: true, numero_emails_mes: 50000 },
    });
    // The seeded month (1 284 e-mails, 96 SMS) and whatever was sent since, as stored when the answer was read.
    const consumption = res.body.data.company.consumo_mensal_ativo;
    expect(before.numero_emails).toBeGreaterThanOrEqual(1284);
    expect(before.numero_sms).toBeGreaterThanOrEqual(96);
    expect(consumption.numero_emails).toBeGreaterThanOrEqual(before.numero_emails);
    expect(consumption.numero_emails).toBeLessThanOrEqual(after.numero_emails);
    expect(consumption.numero_sms).toBeGreaterThanOrEqual(before.numero_sms);
    expect(consumption.numero_sms).toBeLessThanOrEqual(after.numero_sms);
    expect(res.body.data.uso.usuarios).toBeGreaterThanOrEqual(4);
  });
});

describe('contas: tokens are write-only', () => {
  it('lists accounts with has_token flags and never a token', async () => {
    const res = await h.call<ListResponse<Conta>>('GET', '/api/aurora/contas', { token: admin });
    expect(res.status).toBe(200);
    const eduzz = res.body.data.data.find((c) => c.integracao.descricao === 'Eduzz');
    expect(eduzz).toMatchObject({ has_token: true, has_token2: true, has_token3: false });
    expectNoSecrets(res.text);
  });

  it('creates, reads, updates and deletes an account without ever echoing a token', async () => {
    const monetizze = integracoes.Monetizze!;
    const missing = await h.call<ErrorBody>('POST', '/api/aurora/contas', {
      token: admin,
      json: { nome: 'Monetizze', integracao_id: monetizze.id, token: 'segredo-1' },
    });
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors ?? {}).sort()).toEqual(['token2', 'token3']);

    const created = await h.call<DataEnvelope<Conta>>('POST', '/api/aurora/contas', {
      token: admin,
      json: { nome: 'Monetizze — Aurora', integracao_id: monetizze.id, token: 'segredo-1', token2: 'segredo-2', token3: 'segredo-3' },
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ has_token: true, has_token2: true, has_token3: true });
    expectNoSecrets(created.text);
    const id = created.body.data.id;

    const shown = await h.call<DataEnvelope<Conta>>('GET', `/api/aurora/contas/${id}`, { token: admin });
    expectNoSecrets(shown.text);

    // Leaving the tokens out keeps them; sending one replaces it.
    const renamed = await h.call<DataEnvelope<Conta>>('POST', `/api/aurora/contas/${id}`, {
      token: admin,
      json: { _method: 'PUT', nome: 'Monetizze (renomeada)', integracao_id: monetizze.id, token2: 'segredo-novo' },
    });
    expect(renamed.body.data).toMatchObject({ nome: 'Monetizze (renomeada)', has_token: true, has_token2: true, has_token3: true });
    expectNoSecrets(renamed.text);
    const [stored] = await h.db.select().from(contas).where(eq(contas.id, id));
    expect(stored).toMatchObject({ token: 'segredo-1', token2: 'segredo-novo', token3: 'segredo-3' });

    // Moving to a one-token platform drops the tokens it does not use.
    const hotmart = await h.call<DataEnvelope<Conta>>('PUT', `/api/aurora/contas/${id}`, {
      token: admin,
      json: { nome: 'Agora Hotmart', integracao_id: integracoes.Hotmart!.id },
    });
    expect(hotmart.body.data).toMatchObject({ has_token: true, has_token2: false, has_token3: false });

    expect((await h.call('DELETE', `/api/aurora/contas/${id}`, { token: admin })).status).toBe(204);
    expect((await h.call('GET', `/api/aurora/contas/${id}`, { token: admin })).status).toBe(404);
  });

  it('refuses to delete an account that has products', async () => {
    const list = await h.call<ListResponse<Conta>>('GET', '/api/aurora/contas?search=Hotmart', { token: admin });
    const res = await h.call<ErrorBody>('DELETE', `/api/aurora/contas/${list.body.data.data[0]!.id}`, { token: admin });
    expect(res.status).toBe(409);
    expect(res.body.message).toContain('produto');
  });

  it('searches by name or platform, filters by platform', async () => {
    const byPlatform = await h.call<ListResponse<Conta>>('GET', '/api/aurora/contas?search=eduzz', { token: admin });
    expect(byPlatform.body.data.data.map((c) => c.nome)).toEqual(['Eduzz — Aurora Cursos']);
    const filtered = await h.call<ListResponse<Conta>>('GET', `/api/aurora/contas?integracao_id=${integracoes.Hotmart!.id}`, {
      token: admin,
    });
    expect(filtered.body.data.data.every((c) => c.integracao.descricao === 'Hotmart')).toBe(true);
  });
});
