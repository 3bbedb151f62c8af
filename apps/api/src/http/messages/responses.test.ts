import type { AttendResult, DataEnvelope, ErrorBody } from '@retoma/api-client';
import { beforeAll, describe, expect, it } from 'vitest';
import { getHarness, type Harness } from '../../test/harness';
import { addMember, newTicket, type TicketOptions, ticketTestCompany } from '../../test/tickets';
import { applyMethodOverride } from '../methodOverride';

let h: Harness;
let co: string;
let admin: string;
let options: TicketOptions;
beforeAll(async () => {
  h = await getHarness();
  const company = await ticketTestCompany(h);
  ({ co, options } = company);
  admin = company.manager.token;
});

const inLanguage = (language: string | undefined): Record<string, string> =>
  language === undefined ? {} : { 'accept-language': language };

describe('the server’s own messages answer in the language of Accept-Language', () => {
  it('a missing record (404): translated, its error code kept; pt without the header', async () => {
    const get = (language?: string) =>
      h.call<ErrorBody>('GET', `/api/${co}/origems/999999`, { token: admin, headers: inLanguage(language) });
    const en = await get('en');
    expect(en.status).toBe(404);
    expect(en.body).toEqual({ message: 'Origin not found.', error: 'not_found' });
    expect(en.headers.get('vary')).toContain('Accept-Language');
    expect((await get('de-DE')).body.message).toBe('Herkunft nicht gefunden.');
    expect((await get('fr')).body.message).toBe('Origine introuvable.');
    expect((await get()).body).toEqual({ message: 'Origem não encontrada.', error: 'not_found' });
    expect((await get('es')).body.message).toBe('Origem não encontrada.');
  });

  it('an unknown route and a default refusal (403) too', async () => {
    const unknown = await h.call<ErrorBody>('GET', `/api/${co}/nada-aqui`, { token: admin, headers: inLanguage('en') });
    expect(unknown.body).toEqual({ error: 'not_found', message: 'Resource not found.' });
    const editor = await addMember(h, 'editor', 'editor-idioma', co);
    const ticket = await newTicket(h, admin, options, {}, co);
    const refused = await h.call<ErrorBody>('POST', `/api/${co}/atender-ticket`, {
      token: editor.token,
      json: { id: ticket.id },
      headers: inLanguage('de'),
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ error: 'forbidden', message: 'Sie haben keine Berechtigung für diese Aktion.' });
  });

  it('a business refusal: a ticket someone else attends, with the person’s name carried over', async () => {
    const [ana, bia] = [await addMember(h, 'Atendente', 'ana-idioma', co), await addMember(h, 'Atendente', 'bia-idioma', co)];
    const ticket = await newTicket(h, admin, options, {}, co);
    const call = (path: string, token: string, language?: string) =>
      h.call<DataEnvelope<AttendResult> & ErrorBody>('POST', `/api/${co}/${path}`, {
        token,
        json: { id: ticket.id },
        headers: inLanguage(language),
      });
    expect((await call('atender-ticket', ana.token)).body.data).toEqual({ status: 'ok', id: ticket.id });

    expect((await call('atender-ticket', bia.token, 'en')).body.data).toMatchObject({
      status: 'atendendo',
      msg: `This ticket is being attended by ${ana.name}.`,
    });
    expect((await call('atender-ticket', bia.token)).body.data).toMatchObject({ msg: `Este ticket está sendo atendido por ${ana.name}.` });

    const cancelled = await call('cancelar-atendimento-ticket', bia.token, 'en');
    expect(cancelled.status).toBe(409);
    expect(cancelled.body).toEqual({ message: 'You are not attending this ticket.' });
    expect((await call('cancelar-atendimento-ticket', bia.token)).body).toEqual({ message: 'Você não está atendendo este ticket.' });
  });

  it('keeps a ticket’s number as it is written (#1234, not #1,234)', async () => {
    const ana = await addMember(h, 'Atendente', 'ana-numero', co);
    const [first, second] = [await newTicket(h, admin, options, {}, co), await newTicket(h, admin, options, {}, co)];
    const attend = (id: number) =>
      h.call<DataEnvelope<AttendResult>>('POST', `/api/${co}/atender-ticket`, {
        token: ana.token,
        json: { id },
        headers: inLanguage('en'),
      });
    await attend(first.id);
    expect((await attend(second.id)).body.data).toMatchObject({
      status: 'jaatendendo',
      msg: `You are already attending ticket #${first.id}. Finish or cancel that attendance before starting another.`,
    });
  });

  it('a bad login (401) and a body that is not JSON (400)', async () => {
    const login = await h.call<ErrorBody>('POST', '/api/master/login', {
      json: { username: 'ninguem@exemplo.com.br', password: 'senha-errada' },
      headers: inLanguage('fr'),
    });
    expect(login.status).toBe(401);
    expect(login.body).toEqual({ message: 'E-mail ou mot de passe incorrect.' });
    const broken = await h.call<ErrorBody>('POST', `/api/${co}/origems`, {
      token: admin,
      raw: { body: '{ nome', type: 'application/json' },
      headers: inLanguage('en'),
    });
    expect(broken.status).toBe(400);
    expect(broken.body).toEqual({ message: 'The request body is not valid JSON.' });
  });

  it('a body refused before routing (413) is answered in the request’s language as well', async () => {
    const tooLarge = (language?: string) =>
      applyMethodOverride(
        new Request('http://localhost/api/aurora/origems', {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...inLanguage(language) },
          body: JSON.stringify({ nome: 'x'.repeat(100) }),
        }),
        10,
      );
    const de = await tooLarge('de');
    expect(de).toBeInstanceOf(Response);
    expect((de as Response).status).toBe(413);
    expect(await (de as Response).json()).toEqual({ message: 'Der gesendete Inhalt ist zu groß.' });
    expect(await ((await tooLarge()) as Response).json()).toEqual({ message: 'O conteúdo enviado é grande demais.' });
  });
});
