import type { HttpClient } from '../client';
import type { PreCommissionProofInput } from '../schemas';
import type {
  Commission,
  CommissionListParams,
  CommissionUserGroup,
  Diagnosis,
  MyCommissionItem,
  MyCommissionsParams,
  MyCommissionsTab,
  Paginator,
  PaymentOrder,
  PaymentOrderList,
  PaymentOrderListParams,
  PreCommission,
  PreCommissionListParams,
  PreCommissionMethod,
  SummedList,
} from '../types';
import { seg, toFormData, verbs, type CallOptions } from './http';

function preCommissionsResource(http: HttpClient) {
  const v = verbs(http);
  /**
   * A named method on one pre-commission (`GET pre_comissaos/{method}/{id}`) or on a list
   * (`GET pre_comissaos/{method}?ids[]=`). Approving one also names the transactions that back it.
   */
  const act = (
    method: PreCommissionMethod,
    target: number | readonly number[],
    options: CallOptions & { transacoes?: readonly number[] } = {},
  ) =>
    typeof target === 'number'
      ? v.get<PreCommission>(`pre_comissaos/${method}/${seg(target)}`, { transacoes: options.transacoes }, options)
      : v.get<PreCommission[]>(`pre_comissaos/${method}`, { ids: target }, options);
  return {
    list: (params?: PreCommissionListParams, o?: CallOptions) => v.get<Paginator<PreCommission>>('pre_comissaos', params, o),
    act,
    /** Matches the pre-commission to the transactions (ids) that prove the sale; it becomes commissions. */
    approve: (id: number, transacoes: readonly number[], o?: CallOptions) => act('aprovar', id, { ...o, transacoes }),
    reject: (target: number | readonly number[], o?: CallOptions) => act('reprovar', target, o),
    restore: (target: number | readonly number[], o?: CallOptions) => act('restaurar', target, o),
    /** Runs the automatic analysis (reasons to approve, wait, reject). */
    diagnose: (id: number, o?: CallOptions) => v.post<Diagnosis>('pre_comissao_diagnosticos', { pre_comissao_id: id }, o),
    /** The agent's proof; one call per image (`arquivo`), or one without a file to save the text only. */
    attachProof: (input: PreCommissionProofInput, arquivo?: Blob, o?: CallOptions) =>
      v.post<PreCommission>('pre_comissaos/setAnexo', toFormData(input, { arquivo }), o),
    removeAttachment: (id: number, o?: CallOptions) => v.remove(`anexos/${seg(id)}`, id, o),
  };
}

function paymentOrdersResource(http: HttpClient) {
  const v = verbs(http);
  return {
    list: (params?: PaymentOrderListParams, o?: CallOptions) => v.getBody<PaymentOrderList>('ordems', params, o),
    get: (id: number, o?: CallOptions) => v.get<PaymentOrder>(`ordems/${seg(id)}`, undefined, o),
    setPaid: (ids: readonly number[], o?: CallOptions) => v.post<PaymentOrder[]>('ordems/setpago', { ids }, o),
    unsetPaid: (ids: readonly number[], o?: CallOptions) => v.post<PaymentOrder[]>('ordems/unsetpago', { ids }, o),
    /** The printable PDF of the orders (company logo, description and footer). */
    print: (ids: readonly number[], o?: CallOptions) => v.blob('ordems/imprimir', { ids }, o),
  };
}

export function commissionsResource(http: HttpClient) {
  const v = verbs(http);
  return {
    /** Every commission, with the sum of all matching rows. */
    list: (params?: CommissionListParams, o?: CallOptions) =>
      v.getBody<SummedList<Commission>>('comissaos', { ...params, aba: 'comissao' }, o),
    /** Users with commissions not yet in an order ("gerar ordens"). */
    byUser: (params?: CommissionListParams, o?: CallOptions) =>
      v.getBody<SummedList<CommissionUserGroup>>('comissaos', { ...params, aba: 'usuario' }, o),
    /** The agent's own: pending / rejected pre-commissions, approved / paid commissions. */
    mine: <K extends MyCommissionsTab>(tipo: K, params?: MyCommissionsParams, o?: CallOptions) =>
      v.getBody<SummedList<MyCommissionItem<K>>>('comissaos/minhas', { ...params, tipo }, o),
    /** One payment order per selected user, grouping their open commissions. */
    generateOrders: (userIds: readonly number[], o?: CallOptions) => v.post<PaymentOrder[]>('comissaos/gerarordens', { ids: userIds }, o),
    pre: preCommissionsResource(http),
    orders: paymentOrdersResource(http),
  };
}
