import type { HttpClient } from '../client';
import type {
  AutomationAddressInput,
  AutomationAddressPatch,
  AutomationEmailInput,
  AutomationEmailPatch,
  AutomationEmailSendInput,
  AutomationInput,
  BuyLabelsInput,
  CancelPurchaseInput,
} from '../schemas';
import type {
  Automation,
  AutomationAddress,
  AutomationEmail,
  AutomationListParams,
  AutomationValidation,
  CartResult,
  Paginator,
  WhatsappLink,
} from '../types';
import { seg, verbs, type CallOptions } from './http';

function addressesResource(http: HttpClient) {
  const v = verbs(http);
  return {
    get: (id: number, o?: CallOptions) => v.get<AutomationAddress>(`automacao_enderecos/${seg(id)}`, undefined, o),
    create: (input: AutomationAddressInput, o?: CallOptions) => v.post<AutomationAddress>('automacao_enderecos', input, o),
    update: (id: number, patch: AutomationAddressPatch, o?: CallOptions) =>
      v.put<AutomationAddress>(`automacao_enderecos/${seg(id)}`, patch, o),
  };
}

/** The per-gift e-mail templates (evento 1 asks for the address, 3 sends the tracking code). */
function automationEmailsResource(http: HttpClient) {
  const v = verbs(http);
  return {
    list: (brindeId: number, o?: CallOptions) => v.get<AutomationEmail[]>('automacao_emails', { brinde_id: brindeId }, o),
    get: (id: number, o?: CallOptions) => v.get<AutomationEmail>(`automacao_emails/${seg(id)}`, undefined, o),
    create: (input: AutomationEmailInput, o?: CallOptions) => v.post<AutomationEmail>('automacao_emails', input, o),
    update: (id: number, patch: AutomationEmailPatch, o?: CallOptions) => v.put<AutomationEmail>(`automacao_emails/${seg(id)}`, patch, o),
    /** Re-sends the automation's e-mail of that event. */
    send: (input: AutomationEmailSendInput, o?: CallOptions) => v.post<Automation>('automacao_enviar_email', input, o),
  };
}

/**
 * Gift deliveries. Actions that change state are POSTs even where the predecessor used GET (archive, restore):
 * a GET must be safe to prefetch or retry.
 */
export function automationsResource(http: HttpClient) {
  const v = verbs(http);
  return {
    list: (params?: AutomationListParams, o?: CallOptions) => v.get<Paginator<Automation>>('automacaos', params, o),
    get: (id: number, o?: CallOptions) => v.get<Automation>(`automacaos/${seg(id)}`, undefined, o),
    /** A 412 (`ConfirmationRequiredError`) asks to confirm a duplicate: re-send with `confirmado: true`. */
    create: (input: AutomationInput, o?: CallOptions) => v.post<Automation>('automacaos', input, o),
    archive: (id: number, o?: CallOptions) => v.post<Automation>(`automacaos/arquivar/${seg(id)}`, undefined, o),
    restore: (id: number, o?: CallOptions) => v.post<Automation>(`automacaos/restaurar/${seg(id)}`, undefined, o),
    /** The address-request link as a WhatsApp deep link. */
    sendWhatsapp: (id: number, mensagem: string, o?: CallOptions) =>
      v.post<WhatsappLink>(`automacaos/whatsapp/${seg(id)}`, { id, mensagem }, o),
    /** Checks the address against the carrier. */
    validate: (id: number, o?: CallOptions) => v.post<AutomationValidation>(`automacaos/validaInfor/${seg(id)}`, undefined, o),
    /** Moves it to another open expedition (`null`: a new one). */
    transfer: (id: number, expedicao: number | null, o?: CallOptions) =>
      v.post<Automation>(`automacaos/transferir/${seg(id)}`, { expedicao }, o),
    addToCart: (id: number, o?: CallOptions) => v.post<CartResult>(`automacaos/adiconar_carrinho/${seg(id)}`, undefined, o),
    removeFromCart: (id: number, o?: CallOptions) => v.post<Automation>(`automacaos/remover_carrinho/${seg(id)}`, undefined, o),
    /** Closes the freight cart into a new expedition. */
    finishCart: (ids: readonly number[], o?: CallOptions) => v.post<{ expedicao_id: number }>('automacaos/finalizar_carrinho', { ids }, o),
    buyLabels: (input: BuyLabelsInput, o?: CallOptions) => v.post<Automation[]>('automacaos/comprarEtiquetas', input, o),
    cancelPurchase: (input: CancelPurchaseInput, o?: CallOptions) => v.post<Automation[]>('automacaos/cancelarCompra', input, o),
    addresses: addressesResource(http),
    emails: automationEmailsResource(http),
  };
}
