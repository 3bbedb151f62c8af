import type { Commission, CommissionUserGroup, Diagnosis, OrderIssuer, PaymentOrder, PreCommission } from '../../types';
import { endpoint, item, list, pdf, remove, pageFor } from './core';

const sum = (values: number[]) => Math.round(values.reduce((total, value) => total + value, 0) * 100) / 100;

const ISSUER: OrderIssuer = { nome: 'Loja Aurora', logo: null, descricao: 'Pagamento de comissões', rodape: 'Obrigado!' };

/** `mockHandlers.commissions.*`; sums are computed from the items, as the server would. */
export const commissionHandlers = {
  list: list<Commission>('comissaos', (items) => ({ soma: sum(items.map((row) => row.valor)) }), { aba: 'comissao' }),
  byUser: list<CommissionUserGroup>(
    'comissaos',
    (items) => ({ soma: sum(items.flatMap((group) => group.comissaos.map((row) => row.valor))) }),
    { aba: 'usuario' },
  ),
  /** "Minhas comissões": pre-commissions (pendentes / reprovadas) or commissions (aprovadas / comissionadas). */
  mine: list<PreCommission | Commission>('comissaos/minhas', (items) => ({
    soma: sum(items.map((row) => ('valor' in row ? row.valor : row.comissao_criador + row.comissao_atendente))),
  })),
  generateOrders: item<PaymentOrder[]>('post', 'comissaos/gerarordens'),
  pre: {
    list: list<PreCommission>('pre_comissaos'),
    /** Any method on one pre-commission: `pre_comissaos/{aprovar|reprovar|restaurar}/{id}`. */
    act: item<PreCommission>('get', 'pre_comissaos/:method/:id'),
    /** Any method on a list: `pre_comissaos/{method}?ids[]=`. */
    actMany: item<PreCommission[]>('get', 'pre_comissaos/:method'),
    diagnose: item<Diagnosis>('post', 'pre_comissao_diagnosticos'),
    attachProof: item<PreCommission>('post', 'pre_comissaos/setAnexo'),
    removeAttachment: remove('anexos/:id'),
  },
  orders: {
    list: endpoint<PaymentOrder[]>({ method: 'get', path: 'ordems' }, (items, request) => ({
      data: pageFor(items, request),
      soma: sum(items.map((order) => order.valor)),
      empresa: ISSUER,
    })),
    get: item<PaymentOrder>('get', 'ordems/:id'),
    setPaid: item<PaymentOrder[]>('post', 'ordems/setpago'),
    unsetPaid: item<PaymentOrder[]>('post', 'ordems/unsetpago'),
    print: pdf('ordems/imprimir'),
  },
};
