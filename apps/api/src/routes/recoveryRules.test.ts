import type { DataEnvelope, ErrorBody, RecoveryRules } from '@retoma/api-client';
import { beforeAll, describe, expect, it } from 'vitest';
import { engineSettings } from '../engine/config';
import { AGENT, EDITOR, getHarness, type Harness } from '../test/harness';
import { addMember, createTestCompany, type Member } from '../test/tickets';

/** The company's sending rules, in a company of the suite's own. */

let h: Harness;
let co: string;
let gestor: Member;
beforeAll(async () => {
  h = await getHarness();
  co = await createTestCompany(h);
  gestor = await addMember(h, 'Administrador', 'gestor', co);
});

const get = (token = gestor.token, company = co) =>
  h.call<DataEnvelope<RecoveryRules> & ErrorBody>('GET', `/api/${company}/recuperacao_config`, { token });
const put = (json: object, token = gestor.token, company = co) =>
  h.call<DataEnvelope<RecoveryRules> & ErrorBody>('POST', `/api/${company}/recuperacao_config`, {
    token,
    json: { _method: 'PUT', ...json },
  });

const RULES = { max_mensagens_dia: 5, silencio_inicio: '22:00', silencio_fim: '07:30', janela_atribuicao_dias: 7, atraso_demonstracao: 1 };

describe('recovery rules', () => {
  it('answers the defaults until saved, then what was saved, and the engine sends by them', async () => {
    expect((await get()).body.data).toEqual({
      max_mensagens_dia: 3,
      silencio_inicio: '21:00',
      silencio_fim: '08:00',
      janela_atribuicao_dias: 5,
      atraso_demonstracao: false,
      fuso: 'America/Sao_Paulo',
    });
    const saved = await put(RULES);
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ ...RULES, atraso_demonstracao: true });
    expect((await get()).body.data).toEqual(saved.body.data);
    expect(await engineSettings(h.db, await h.companyId(co))).toMatchObject({
      maxMensagensDia: 5,
      quiet: { inicio: '22:00', fim: '07:30' },
      janelaAtribuicaoDias: 7,
      atrasoDemonstracao: true,
    });
  });

  it('refuses values out of range on their fields, changing nothing', async () => {
    const before = (await get()).body.data;
    const refused = await put({ max_mensagens_dia: 0, silencio_inicio: '25:00', silencio_fim: '7h', janela_atribuicao_dias: 90 });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toMatchObject({
      max_mensagens_dia: ['Escolha de 1 a 20 mensagens por dia.'],
      silencio_inicio: ['Informe a hora no formato HH:MM.'],
      silencio_fim: ['Informe a hora no formato HH:MM.'],
      janela_atribuicao_dias: ['Escolha de 1 a 30 dias.'],
    });
    expect((await get()).body.data).toEqual(before);
  });

  it('is read with the plans and changed by who manages them, each company its own', async () => {
    const editor = await h.tokenFor(EDITOR);
    const agent = await h.tokenFor(AGENT);
    expect((await get(editor, 'aurora')).status).toBe(200);
    expect((await get(agent, 'aurora')).status).toBe(403);
    expect((await put(RULES, agent, 'aurora')).status).toBe(403);
    const aurora = await h.tokenFor('admin@retoma.dev');
    const auroraRules = (await get(aurora, 'aurora')).body.data;
    await put({ ...RULES, max_mensagens_dia: 9 });
    expect((await get()).body.data.max_mensagens_dia).toBe(9);
    expect((await get(aurora, 'aurora')).body.data).toEqual(auroraRules);
  });
});
