import type { QUICK_MENU_PAGES } from '@retoma/api-client';
import {
  Banknote,
  CalendarDays,
  CircleDollarSign,
  DollarSign,
  FileText,
  Gift,
  Landmark,
  Link,
  Package,
  ReceiptText,
  ShoppingBag,
  Truck,
  User,
  type LucideIcon,
} from 'lucide-react';

/** The icon of each bookmarkable page: the spec's Material names (QUICK_MENU_PAGES `icon`) drawn with our icon set. */
export const QUICK_MENU_ICONS: Record<(typeof QUICK_MENU_PAGES)[number]['slug'], LucideIcon> = {
  'minhas-comissoes': CircleDollarSign, // monetization_on
  'meus-links': Link, // link
  perfil: User, // person
  agenda: CalendarDays, // today
  'comissoes-comissionar': DollarSign, // attach_money
  'comissoes-pagamentos': Banknote, // payments
  transacoes: ReceiptText, // receipt_long
  'brindes-solicitacoes': Gift, // card_giftcard
  'brindes-automacao': Truck, // local_shipping
  'brindes-expedicoes': Package, // inventory_2
  contas: Landmark, // account_balance
  produtos: ShoppingBag, // shopping_bag
  correios: FileText, // description
};
