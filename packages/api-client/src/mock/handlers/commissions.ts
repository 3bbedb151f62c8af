import type {
  Comissao,
  Diagnostico,
  MinhasComissoesResumo,
  OrdemContagem,
  OrdemDetalhe,
  OrdemPagamento,
  PessoaAOrdenar,
  PessoaAOrdenarDetalhe,
  PreComissao,
  PreComissaoContagem,
  PreComissaoDetalhe,
  PreComissaoLote,
} from '../../types';
import { endpoint, item, list, pageFor, pdf } from './core';

/** A page of the list with the exact sum of every item the mock holds (as the server sums the whole filter). */
function summed<T>(path: string, amount: (item: T) => number) {
  const mock = endpoint<T[]>({ method: 'get', path }, (items, request) => ({
    data: { ...pageFor(items, request), soma: items.reduce((sum, entry) => sum + Math.round(amount(entry) * 100), 0) / 100 },
  }));
  return Object.assign(mock, { empty: () => mock([]) });
}

/** `mockHandlers.commissions.*`, mirroring `client.commissions`. */
export const commissionHandlers = {
  preCommissions: {
    list: list<PreComissao>('pre_comissaos'),
    counts: item<PreComissaoContagem>('get', 'pre_comissaos/contagem'),
    mine: list<PreComissao>('pre_comissaos/minhas'),
    mineDetail: item<PreComissaoDetalhe>('get', 'pre_comissaos/minhas/:id'),
    get: item<PreComissaoDetalhe>('get', 'pre_comissaos/:id'),
    candidates: item<PreComissaoDetalhe['comprovantes']>('get', 'pre_comissaos/:id/transacoes'),
    diagnose: item<Diagnostico[]>('post', 'pre_comissao_diagnosticos'),
    approve: item<PreComissaoDetalhe>('post', 'pre_comissaos/aprovar/:id'),
    reject: item<PreComissaoDetalhe>('post', 'pre_comissaos/reprovar/:id'),
    restore: item<PreComissaoDetalhe>('post', 'pre_comissaos/restaurar/:id'),
    actOnList: item<PreComissaoLote>('post', 'pre_comissaos/:method'),
    saveProof: item<PreComissaoDetalhe>('post', 'pre_comissaos/:id/comprovacao'),
    addImage: item<PreComissaoDetalhe>('post', 'pre_comissaos/:id/anexos'),
    removeImage: endpoint<PreComissaoDetalhe>({ method: 'post', path: 'pre_comissaos/:id/anexos/:anexo', spoof: 'DELETE' }, (value) => ({
      data: value,
    })),
  },
  list: summed<Comissao>('comissaos', (row) => (row.situacao === 'estornada' ? 0 : row.valor)),
  mine: summed<Comissao>('comissaos/minhas', (row) => (row.situacao === 'estornada' ? 0 : row.valor)),
  summary: item<MinhasComissoesResumo>('get', 'comissaos/minhas/resumo'),
  people: summed<PessoaAOrdenar>('comissaos/a-ordenar', (row) => row.valor),
  person: item<PessoaAOrdenarDetalhe>('get', 'comissaos/a-ordenar/:id'),
  generateOrders: item<OrdemPagamento[]>('post', 'comissaos/gerarordens'),
  orders: {
    list: summed<OrdemPagamento>('ordems', (row) => row.total),
    counts: item<OrdemContagem>('get', 'ordems/contagem'),
    get: item<OrdemDetalhe>('get', 'ordems/:id'),
    pay: item<OrdemPagamento[]>('post', 'ordems/setpago'),
    revert: item<OrdemPagamento[]>('post', 'ordems/unsetpago'),
    pdf: pdf('ordems/imprimir'),
    csv: item<string>('get', 'ordems/exportar'),
  },
};
