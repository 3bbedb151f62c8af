import type { LeadExport } from '@retoma/api-client';
import { describe, expect, it } from 'vitest';
import { leadExportCsv, leadExportFile } from './leadExportFile';

const data: LeadExport = {
  gerado_em: '2025-03-14T15:00:00.000Z',
  lead: {
    id: 7,
    nome: 'Maria "Mari" Souza',
    email: 'maria@exemplo.com.br',
    cpf: '12345678909',
    ddi: '55',
    ddd: '11',
    telefone: '987654321',
    created_at: '2025-03-01T12:00:00.000Z',
    updated_at: '2025-03-01T12:00:00.000Z',
    anonimizado_em: null,
  },
  produtos: [{ id: 1, nome: 'Método Reconquista', cor: '#7367f0' }],
  transacoes: [],
  vendas_recuperadas: [],
  campanhas: [],
  envios: [],
  tickets: [],
  atendimentos: [],
  historico: [
    {
      id: 3,
      evento: 'whatsapp',
      acao: 'whatsapp_sent',
      valores: {},
      description: null,
      mensagem: 'Olá, Maria,\ntudo bem?',
      created_at: '2025-03-02T12:00:00.000Z',
    },
  ],
  mensagens_whatsapp: [],
  descadastros: [],
  pre_comissoes: [
    {
      id: 4,
      transacao: 'HP10293847561',
      produto: 'Método Reconquista',
      situacao: 'aprovada',
      valor_venda: 497,
      comissao_criador: 24.85,
      comissao_atendente: 49.7,
      descricao: 'Comprou pelo meu link, com outro e-mail.',
      email_secundario: 'mari@exemplo.com.br',
      created_at: '2025-03-03T12:00:00.000Z',
      decidido_em: '2025-03-04T12:00:00.000Z',
    },
  ],
  comissoes: [
    {
      id: 5,
      pre_comissao_id: 4,
      produto: 'Método Reconquista',
      natureza: 'atendimento',
      valor: 49.7,
      retida_ate: null,
      estornada_em: null,
      created_at: '2025-03-04T12:00:00.000Z',
    },
  ],
};

describe('the LGPD export file', () => {
  it('puts every field of every record on a line of four columns, quoting what needs it', () => {
    const lines = leadExportCsv(data).split('\r\n');
    expect(lines[0]).toBe('secao,registro,campo,valor');
    expect(lines).toContain('lead,7,nome,"Maria ""Mari"" Souza"');
    expect(lines).toContain('lead,7,cpf,12345678909');
    expect(lines).toContain('produtos,1,nome,Método Reconquista');
    expect(leadExportCsv(data)).toContain('historico,3,mensagem,"Olá, Maria,\ntudo bem?"');
  });

  it('holds the commissions on the lead’s sales: the claim with its proof, and what was owed', () => {
    const lines = leadExportCsv(data).split('\r\n');
    expect(lines).toContain('pre_comissoes,4,transacao,HP10293847561');
    expect(lines).toContain('pre_comissoes,4,descricao,"Comprou pelo meu link, com outro e-mail."');
    expect(lines).toContain('pre_comissoes,4,email_secundario,mari@exemplo.com.br');
    expect(lines).toContain('comissoes,5,pre_comissao_id,4');
    expect(lines).toContain('comissoes,5,natureza,atendimento');
    expect(lines).toContain('comissoes,5,valor,49.7');
    expect(lines).toContain('comissoes,5,estornada_em,');
  });

  it('names the file after the lead and the day, in the chosen format', () => {
    expect(leadExportFile(data, 'json')).toMatchObject({ name: 'lead-7-2025-03-14.json', type: 'application/json' });
    expect(JSON.parse(leadExportFile(data, 'json').content)).toEqual(data);
    expect(leadExportFile(data, 'csv').name).toBe('lead-7-2025-03-14.csv');
  });
});
