import type { HttpClient } from '../client';
import type {
  AnexoInput,
  AprovarInput,
  ComissaoListQuery,
  ComprovacaoInput,
  GerarOrdensInput,
  MinhasComissoesQuery,
  MinhasPreComissoesQuery,
  OrdemFilterQuery,
  OrdemListQuery,
  PreComissaoFilterQuery,
  PreComissaoListQuery,
  ResumoQuery,
} from '../schemas/commissions';
import type {
  ComissaoPage,
  DataEnvelope,
  Diagnostico,
  ListParams,
  MinhasComissoesResumo,
  OrdemContagem,
  OrdemDetalhe,
  OrdemPage,
  OrdemPagamento,
  Paginator,
  PessoaAOrdenarDetalhe,
  PessoaAOrdenarPage,
  PreComissao,
  PreComissaoContagem,
  PreComissaoDetalhe,
  PreComissaoLote,
  PreComissaoMetodo,
  TransacaoComissao,
} from '../types';
import { defineResource } from './define';
import { seg, verbs, type CallOptions } from './http';

/** The shared envelopes and the commissions' own schemas, loaded on the first call only (tests). */
const commissionsResponseSchemas = () => Promise.all([import('../schemas/responses'), import('../schemas/commissionsResponses')]);

/**
 * Commissions: the claims to approve (`pre_comissaos`, acted on by a named method on one id or a list), their
 * diagnosis, every commission, the people to order, the payment orders (paid, reverted, printed, exported) and the
 * agent's own view with its proof.
 */
export const commissionsResource = defineResource({
  endpoints: {
    'GET /pre_comissaos': 'comissao_pendente',
    'GET /pre_comissaos/contagem': 'comissao_pendente',
    'GET /pre_comissaos/minhas': 'public',
    'GET /pre_comissaos/minhas/:id': 'public',
    'GET /pre_comissaos/:id': 'comissao_pendente_detalhar',
    'GET /pre_comissaos/:id/transacoes': 'comissao_pendente_detalhar',
    'POST /pre_comissao_diagnosticos': 'comissao_pendente',
    'POST /pre_comissaos/aprovar/:id': 'comissao_pendente_aprovar',
    'POST /pre_comissaos/reprovar/:id': 'comissao_pendente_aprovar',
    'POST /pre_comissaos/restaurar/:id': 'comissao_pendente_restaurar',
    'POST /pre_comissaos/aprovar': 'comissao_pendente_aprovar',
    'POST /pre_comissaos/reprovar': 'comissao_pendente_aprovar',
    'POST /pre_comissaos/restaurar': 'comissao_pendente_restaurar',
    'POST /pre_comissaos/:id/comprovacao': 'public',
    'POST /pre_comissaos/:id/anexos': 'public',
    'DELETE /pre_comissaos/:id/anexos/:anexo': 'public',
    'GET /comissaos': 'comissao_pendente',
    'GET /comissaos/minhas': 'public',
    'GET /comissaos/minhas/resumo': 'public',
    'GET /comissaos/a-ordenar': 'comissao',
    'GET /comissaos/a-ordenar/:id': 'comissao_detal',
    'POST /comissaos/gerarordens': 'comissao_pagamento',
    'GET /ordems': 'comissao_pagamento',
    'GET /ordems/contagem': 'comissao_pagamento',
    'GET /ordems/imprimir': 'comissao_pagamento',
    'GET /ordems/exportar': 'comissao_pagamento',
    'GET /ordems/:id': 'comissao_pagamento',
    'POST /ordems/setpago': 'comissao_pagamento',
    'POST /ordems/unsetpago': 'comissao_pagamento',
  },
  responses: async () => {
    const [{ dataOf, arrayOf, pageOf }, s] = await commissionsResponseSchemas();
    return {
      preCommissions: {
        list: pageOf(s.preComissaoSchema),
        counts: dataOf(s.preComissaoContagemSchema),
        mine: pageOf(s.preComissaoSchema),
        mineDetail: dataOf(s.preComissaoDetalheSchema),
        get: dataOf(s.preComissaoDetalheSchema),
        candidates: arrayOf(s.transacaoComissaoSchema),
        diagnose: arrayOf(s.diagnosticoSchema),
        approve: dataOf(s.preComissaoDetalheSchema),
        reject: dataOf(s.preComissaoDetalheSchema),
        restore: dataOf(s.preComissaoDetalheSchema),
        actOnList: dataOf(s.preComissaoLoteSchema),
        saveProof: dataOf(s.preComissaoDetalheSchema),
        addImage: dataOf(s.preComissaoDetalheSchema),
        removeImage: dataOf(s.preComissaoDetalheSchema),
      },
      list: dataOf(s.comissaoPageSchema),
      mine: dataOf(s.comissaoPageSchema),
      summary: dataOf(s.minhasComissoesResumoSchema),
      people: dataOf(s.pessoaAOrdenarPageSchema),
      person: dataOf(s.pessoaAOrdenarDetalheSchema),
      generateOrders: arrayOf(s.ordemPagamentoSchema),
      orders: {
        list: dataOf(s.ordemPageSchema),
        counts: dataOf(s.ordemContagemSchema),
        get: dataOf(s.ordemDetalheSchema),
        pay: arrayOf(s.ordemPagamentoSchema),
        revert: arrayOf(s.ordemPagamentoSchema),
        pdf: s.commissionFileSchema,
        csv: s.commissionFileSchema,
      },
    };
  },
  create(http: HttpClient) {
    const v = verbs(http);
    const one = (id: number) => `pre_comissaos/${seg(id)}`;
    const file = async (path: string, ids: number[], o?: CallOptions) =>
      http.request<Blob>(path, { query: { ids: ids.join(',') }, responseType: 'blob', signal: o?.signal });
    return {
      preCommissions: {
        /** One tab of the approval screen (pending or rejected), newest first. */
        list: (params?: PreComissaoListQuery, o?: CallOptions) => v.get<Paginator<PreComissao>>('pre_comissaos', params, o),
        /** How many each tab holds under the same search and filters. */
        counts: (params?: PreComissaoFilterQuery, o?: CallOptions) => v.get<PreComissaoContagem>('pre_comissaos/contagem', params, o),
        /** The caller's own claims, pending or rejected. */
        mine: (params?: MinhasPreComissoesQuery, o?: CallOptions) => v.get<Paginator<PreComissao>>('pre_comissaos/minhas', params, o),
        mineDetail: (id: number, o?: CallOptions) => v.get<PreComissaoDetalhe>(`pre_comissaos/minhas/${seg(id)}`, undefined, o),
        get: (id: number, o?: CallOptions) => v.get<PreComissaoDetalhe>(one(id), undefined, o),
        /** The product's approved transactions that may prove the claim (the lead's own when not searching). */
        candidates: (id: number, params?: { search?: string }, o?: CallOptions) =>
          v.get<TransacaoComissao[]>(`${one(id)}/transacoes`, params, o),
        /** Diagnoses the claims named (one, or a batch of the screen's "all") and keeps each result. */
        diagnose: (ids: number[], o?: CallOptions) => v.post<Diagnostico[]>('pre_comissao_diagnosticos', { ids }, o),
        /** `aprovar` on one claim, with the transactions that prove it: one commission per person and side. */
        approve: (id: number, input: AprovarInput, o?: CallOptions) =>
          v.post<PreComissaoDetalhe>(`pre_comissaos/aprovar/${seg(id)}`, input, o),
        reject: (id: number, o?: CallOptions) => v.post<PreComissaoDetalhe>(`pre_comissaos/reprovar/${seg(id)}`, {}, o),
        restore: (id: number, o?: CallOptions) => v.post<PreComissaoDetalhe>(`pre_comissaos/restaurar/${seg(id)}`, {}, o),
        /** A method on a list: each claim on its own (a list is approved on each claim's credited sale). */
        actOnList: (method: PreComissaoMetodo, ids: number[], o?: CallOptions) =>
          v.post<PreComissaoLote>(`pre_comissaos/${seg(method)}`, { ids }, o),
        /** The agent's proof of their own pending claim. */
        saveProof: (id: number, input: ComprovacaoInput, o?: CallOptions) => v.post<PreComissaoDetalhe>(`${one(id)}/comprovacao`, input, o),
        addImage: (id: number, input: AnexoInput, o?: CallOptions) => v.post<PreComissaoDetalhe>(`${one(id)}/anexos`, input, o),
        removeImage: async (id: number, anexo: number, o?: CallOptions) =>
          (
            await http.request<DataEnvelope<PreComissaoDetalhe>>(`${one(id)}/anexos/${seg(anexo)}`, {
              method: 'DELETE',
              spoofMethod: true,
              body: { id: anexo },
              signal: o?.signal,
            })
          ).data,
      },
      /** Every commission, newest first, with the sum of all the filter finds. */
      list: (params?: ComissaoListQuery, o?: CallOptions) => v.get<ComissaoPage>('comissaos', params, o),
      /** The caller's own commissions, with their sum. */
      mine: (params?: MinhasComissoesQuery, o?: CallOptions) => v.get<ComissaoPage>('comissaos/minhas', params, o),
      /** The caller's own amounts per month by where they stand. */
      summary: (params?: ResumoQuery, o?: CallOptions) => v.get<MinhasComissoesResumo>('comissaos/minhas/resumo', params, o),
      /** People with commissions to order, with what the next order would carry and what is still held. */
      people: (params?: ListParams, o?: CallOptions) => v.get<PessoaAOrdenarPage>('comissaos/a-ordenar', params, o),
      person: (userId: number, o?: CallOptions) => v.get<PessoaAOrdenarDetalhe>(`comissaos/a-ordenar/${seg(userId)}`, undefined, o),
      /** One order per chosen person, with every commission of theirs ready (`ids` are people). */
      generateOrders: (input: GerarOrdensInput, o?: CallOptions) => v.post<OrdemPagamento[]>('comissaos/gerarordens', input, o),
      orders: {
        list: (params?: OrdemListQuery, o?: CallOptions) => v.get<OrdemPage>('ordems', params, o),
        counts: (params?: OrdemFilterQuery, o?: CallOptions) => v.get<OrdemContagem>('ordems/contagem', params, o),
        get: (id: number, o?: CallOptions) => v.get<OrdemDetalhe>(`ordems/${seg(id)}`, undefined, o),
        pay: (ids: number[], o?: CallOptions) => v.post<OrdemPagamento[]>('ordems/setpago', { ids }, o),
        revert: (ids: number[], o?: CallOptions) => v.post<OrdemPagamento[]>('ordems/unsetpago', { ids }, o),
        /** The chosen orders as one printable PDF. */
        pdf: (ids: number[], o?: CallOptions) => file('ordems/imprimir', ids, o),
        /** The chosen orders' items as a CSV for the finance team. */
        csv: (ids: number[], o?: CallOptions) => file('ordems/exportar', ids, o),
      },
    };
  },
});
