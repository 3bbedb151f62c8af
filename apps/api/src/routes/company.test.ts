import type { CompanyData, DataEnvelope, ErrorBody, ListResponse, MonthComparison, MyPlan, Ticket } from '@retoma/api-client';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { companies, companyUsage, tickets } from '../db/schema';
import { addDays, dayIn, startOfDayIn } from '../services/timeZone';
import { ADMIN, AGENT, getHarness, type Harness } from '../test/harness';
import { dataUrl, PNG } from '../test/images';
import { newTicket, ticketTestCompany, type Member, type TicketOptions } from '../test/tickets';

let h: Harness;
beforeAll(async () => {
  h = await getHarness();
});

/** A whole valid body of `PUT /my_company` (the form sends every field). */
const companyBody = (overrides: Record<string, unknown> = {}) => ({
  nome: 'Empresa Fuso',
  razao_social: 'Empresa Fuso Ltda.',
  nome_fantasia: 'Fuso',
  cnpj: '11.222.333/0001-81',
  email: 'contato@fuso.com.br',
  site: 'https://fuso.com.br',
  descricao: null,
  rodape: null,
  cep: '01310-100',
  logradouro: 'Avenida Paulista',
  numero: '1000',
  complemento: 'Sala 5',
  bairro: 'Bela Vista',
  cidade: 'São Paulo',
  uf: 'SP',
  nome_remetente: 'Equipe Fuso',
  ...overrides,
});

describe('company data: address, sender, time zone and logo', () => {
  let co: string;
  let manager: Member;
  beforeAll(async () => {
    ({ co, manager } = await ticketTestCompany(h));
  });
  const put = (json: unknown) => h.call<DataEnvelope<CompanyData>>('PUT', `/api/${co}/my_company`, { token: manager.token, json });

  it('starts in Brasília time and keeps the address, the sender name and a chosen zone', async () => {
    const before = await h.call<DataEnvelope<CompanyData>>('GET', `/api/${co}/my_company`, { token: manager.token });
    expect(before.body.data.time_zone).toBe('America/Sao_Paulo');
    const res = await put(companyBody({ time_zone: 'europe/lisbon' }));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      cep: '01310100',
      uf: 'SP',
      cidade: 'São Paulo',
      nome_remetente: 'Equipe Fuso',
      // Stored under its canonical name, whatever its case on the way in.
      time_zone: 'Europe/Lisbon',
    });
    // Left out, the zone stays as it is.
    expect((await put(companyBody({ cep: '' }))).body.data).toMatchObject({ time_zone: 'Europe/Lisbon', cep: null });
  });

  it('answers 422 on the field for a bad CNPJ, CEP, state or time zone, and stores nothing', async () => {
    const res = await h.call<ErrorBody>('PUT', `/api/${co}/my_company`, {
      token: manager.token,
      json: companyBody({ cnpj: '11.222.333/0001-80', cep: '0131', uf: 'XX', time_zone: 'Mars/Olympus', email: 'nada' }),
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toMatchObject({
      cnpj: ['CNPJ inválido: confira os números.'],
      cep: ['CEP inválido: use os 8 números.'],
      uf: ['Escolha o estado (UF).'],
      time_zone: ['Fuso horário desconhecido: escolha um da lista.'],
      email: ['Informe um e-mail comercial válido.'],
    });
    const after = await h.call<DataEnvelope<CompanyData>>('GET', `/api/${co}/my_company`, { token: manager.token });
    expect(after.body.data.cnpj).toBe('11222333000181');
  });

  it('takes a PNG, JPEG or WebP logo up to 1 MB, serves it at its own address, and removes it', async () => {
    const gif = await h.call<ErrorBody>('PUT', `/api/${co}/my_company`, {
      token: manager.token,
      json: companyBody({ logo: dataUrl('image/gif', Buffer.from('GIF89a')) }),
    });
    expect(gif.status).toBe(422);
    expect(gif.body.errors).toEqual({ logo: ['Envie o logotipo em PNG, JPEG ou WebP.'] });
    // A file that claims to be a PNG but is not one.
    const fake = await put(companyBody({ logo: dataUrl('image/png', Buffer.from('<svg onload="x()"/>')) }));
    expect(fake.status).toBe(422);
    // The test server caps bodies at 64 kB; the product's cap (10 MB) lets this one reach the field check.
    const big = await h.call<ErrorBody>(
      'PUT',
      `/api/${co}/my_company`,
      { token: manager.token, json: companyBody({ logo: dataUrl('image/png', Buffer.concat([PNG, Buffer.alloc(1024 * 1024)])) }) },
      h.freshApp({ maxBodyBytes: 10 * 1024 * 1024 }),
    );
    expect(big.status).toBe(422);
    expect(big.body.errors).toEqual({ logo: ['O logotipo pode ter no máximo 1 MB.'] });

    const saved = await put(companyBody({ logo: dataUrl('image/png', PNG) }));
    expect(saved.status).toBe(200);
    const address = saved.body.data.logo!;
    expect(address).toMatch(/^\/api\/master\/logos\/[\w-]+$/);
    const image = await h.call<unknown>('GET', address);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    // Saving without a logo keeps it; null removes it.
    expect((await put(companyBody())).body.data.logo).toBe(address);
    expect((await put(companyBody({ logo: null }))).body.data.logo).toBeNull();
    expect((await h.call<unknown>('GET', address)).status).toBe(404);
  });

  it('is for the company settings permission only, and each company sees its own data', async () => {
    const agent = await h.tokenFor(AGENT);
    expect((await h.call('GET', '/api/aurora/my_company', { token: agent })).status).toBe(403);
    expect((await h.call('PUT', '/api/aurora/my_company', { token: agent, json: companyBody() })).status).toBe(403);
    const admin = await h.tokenFor(ADMIN);
    // Aurora's administrator is no member of the test company.
    expect((await h.call('GET', `/api/${co}/my_company`, { token: admin })).status).toBe(403);
    const aurora = await h.call<DataEnvelope<CompanyData>>('GET', '/api/aurora/my_company', { token: admin });
    expect(aurora.body.data.slug).toBe('aurora');
    expect(aurora.body.data.nome_remetente).not.toBe('Equipe Fuso');
  });
});

/** A company of its own in `zone`, with its manager and a ticket whose creation moment the test sets. */
async function companyIn(zone: string): Promise<{ co: string; manager: Member; options: TicketOptions }> {
  const setup = await ticketTestCompany(h);
  await h.db.update(companies).set({ timeZone: zone }).where(eq(companies.slug, setup.co));
  return setup;
}

async function ticketCreatedAt(co: string, manager: Member, options: TicketOptions, at: Date): Promise<Ticket> {
  const ticket = await newTicket(h, manager.token, options, {}, co);
  await h.db.update(tickets).set({ createdAt: at }).where(eq(tickets.id, ticket.id));
  return ticket;
}

describe('every date rule follows the company time zone', () => {
  // 16:00 UTC on 1 March 2025 is already 2 March in Tokyo (UTC+9), still 1 March in Brasília (UTC−3).
  const moment = new Date('2025-03-01T16:00:00Z');

  it('a ticket date filter takes the days of the company zone', async () => {
    for (const [zone, day, other] of [
      ['Asia/Tokyo', '2025-03-02', '2025-03-01'],
      ['America/Sao_Paulo', '2025-03-01', '2025-03-02'],
    ] as const) {
      const { co, manager, options } = await companyIn(zone);
      const ticket = await ticketCreatedAt(co, manager, options, moment);
      const on = (d: string) =>
        h.call<ListResponse<Ticket>>('GET', `/api/${co}/tickets?dt_inicio=${d}&dt_fim=${d}`, { token: manager.token });
      expect(
        (await on(day)).body.data.data.map((t) => t.id),
        zone,
      ).toEqual([ticket.id]);
      expect((await on(other)).body.data.data, zone).toEqual([]);
    }
  });

  it('the dashboard counts a ticket on the day of the company zone', async () => {
    const { co, manager, options } = await companyIn('Asia/Tokyo');
    await ticketCreatedAt(co, manager, options, moment);
    const res = await h.call<DataEnvelope<MonthComparison>>(
      'GET',
      `/api/${co}/dashboard/inseridos?dt_inicio=2025-03-01&dt_fim=2025-03-02`,
      { token: manager.token },
    );
    expect(res.status).toBe(200);
    expect(res.body.data.periodo_atual).toEqual([
      { dia: '2025-03-01', quantidade: 0 },
      { dia: '2025-03-02', quantidade: 1 },
    ]);
  });

  it('the plan counts this month of the company zone: its tickets, e-mails and SMS', async () => {
    for (const zone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
      const { co, manager, options } = await companyIn(zone);
      const today = dayIn(new Date(), zone);
      const first = `${today.slice(0, 8)}01`;
      const monthStart = startOfDayIn(first, zone);
      await ticketCreatedAt(co, manager, options, new Date(monthStart.getTime() + 60_000));
      await ticketCreatedAt(co, manager, options, new Date(monthStart.getTime() - 60_000));
      const companyId = await h.companyId(co);
      const previous = `${addDays(first, -1).slice(0, 8)}01`;
      await h.db.insert(companyUsage).values([
        { companyId, mes: first, numeroEmails: 7, numeroSms: 2 },
        { companyId, mes: previous, numeroEmails: 900, numeroSms: 90 },
      ]);
      const res = await h.call<DataEnvelope<MyPlan>>('GET', `/api/${co}/my_plan`, { token: manager.token });
      expect(res.status).toBe(200);
      expect(res.body.data.mes).toMatchObject({ inicio: first, time_zone: zone });
      expect(res.body.data.mes.fim.slice(0, 7)).toBe(first.slice(0, 7));
      expect(res.body.data.uso.tickets_mes, zone).toBe(1);
      expect(res.body.data.company.consumo_mensal_ativo).toEqual({ numero_emails: 7, numero_sms: 2 });
      await h.db.delete(companyUsage).where(and(eq(companyUsage.companyId, companyId)));
    }
  });
});
