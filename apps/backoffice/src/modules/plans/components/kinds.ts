import type { CampaignKind } from '@retoma/api-client';
import { CalendarClock, MessageCircle, ReceiptText, ShoppingCart, TicketX, type LucideIcon } from 'lucide-react';
import type { RouteId } from '../../../platform/routing';
import type { PlansKey } from '../messages';

export const KIND_LABEL: Record<CampaignKind, PlansKey> = {
  carrinho: 'plans.kind.carrinho',
  boleto: 'plans.kind.boleto',
  whatsapp: 'plans.kind.whatsapp',
  agendamento: 'plans.kind.agendamento',
  cancelado: 'plans.kind.cancelado',
};

export const KIND_DESCRIPTION: Record<CampaignKind, PlansKey> = {
  carrinho: 'plans.kind.carrinhoHint',
  boleto: 'plans.kind.boletoHint',
  whatsapp: 'plans.kind.whatsappHint',
  agendamento: 'plans.kind.agendamentoHint',
  cancelado: 'plans.kind.canceladoHint',
};

export const KIND_ICON: Record<CampaignKind, LucideIcon> = {
  carrinho: ShoppingCart,
  boleto: ReceiptText,
  whatsapp: MessageCircle,
  agendamento: CalendarClock,
  cancelado: TicketX,
};

/** The configuration page of each kind that has one in this build (the others show their card without a link). */
export const KIND_CONFIG_ROUTE = {
  carrinho: 'campanha-config-checkout',
  boleto: 'campanha-configurar-boleto',
  cancelado: 'campanha-config-canceladas',
  whatsapp: 'campanha-config-whatsapp',
  agendamento: 'campanha-configurar-agendamento',
} as const satisfies Partial<Record<CampaignKind, RouteId>>;
