import { NOTIFICATION_ICONS, type AppNotification, type NotificationKind } from '@retoma/api-client';
import { buildNotification } from '@retoma/api-client/mock';

/**
 * Notifications of the stories, around the pinned clock (Saturday 14/03/2026 12:00 in São Paulo): Ana Souza's
 * last week — a ticket transferred to her 25 minutes ago, a return that came due this morning, a reopened ticket
 * yesterday (unread), and older ones already read.
 */

type Kind = keyof typeof NOTIFICATION_ICONS;

/** What the server stores of each: the kind, its colour and icon, and who acted (the app words it). */
const KIND: Record<Kind, { acao: NotificationKind; category: AppNotification['data']['category']; usuario?: string }> = {
  transferido: { acao: 'ticket_transferred', category: 'primary', usuario: 'Bruno Lima' },
  reaberto: { acao: 'ticket_reopened', category: 'warning', usuario: 'Bruno Lima' },
  retorno: { acao: 'return_due', category: 'danger' },
};

function notification(id: number, kind: Kind, ticket: number, lead: string, at: string, read = false): AppNotification {
  const time = `2026-03-${at}:00-03:00`;
  const { acao, category, usuario } = KIND[kind];
  return buildNotification({
    id: String(id),
    data: {
      icon: NOTIFICATION_ICONS[kind],
      category,
      acao,
      valores: { lead, ...(usuario && { usuario }) },
      title: null,
      message: null,
      time,
      ticket_id: ticket,
    },
    read_at: read ? time : null,
    created_at: time,
  });
}

export const TRANSFERRED = notification(14, 'transferido', 1042, 'Mariana Costa', '14T11:35');
export const RETURN_DUE = notification(13, 'retorno', 1040, 'Rafael Lima', '14T10:00');
export const REOPENED = notification(12, 'reaberto', 1037, 'Carlos Pereira', '13T16:20');

const LEADS = ['Juliana Alves', 'Pedro Henrique', 'Sandra Lima', 'Marcos Oliveira', 'Patrícia Gomes', 'Thiago Rocha'];
const KINDS: Kind[] = ['retorno', 'transferido', 'reaberto'];

/** The read ones, from Friday back to last Sunday. */
const OLDER = Array.from({ length: 11 }, (_, i) =>
  notification(
    11 - i,
    KINDS[i % 3]!,
    1030 - i,
    LEADS[i % LEADS.length]!,
    `${String(13 - Math.floor(i / 2)).padStart(2, '0')}T${i % 2 === 0 ? '15' : '09'}:30`,
    true,
  ),
);

export const UNREAD: AppNotification[] = [TRANSFERRED, RETURN_DUE, REOPENED];
/** Fourteen: the first page of ten, then "Carregar mais". */
export const LAST_WEEK: AppNotification[] = [...UNREAD, ...OLDER];

/**
 * A notification made before the server stored kinds, whose text no kind was recognised in: shown as written, in
 * pt whatever the reader's language (the recognised ones were turned into kinds by the migration).
 */
export const WRITTEN_BEFORE_KINDS: AppNotification = buildNotification({
  id: '15',
  data: {
    icon: NOTIFICATION_ICONS.retorno,
    category: 'warning',
    acao: null,
    valores: {},
    title: 'Aviso antigo',
    message: 'Um texto gravado por uma versão anterior do servidor.',
    time: '2026-03-14T11:50:00-03:00',
    ticket_id: null,
  },
  read_at: null,
  created_at: '2026-03-14T11:50:00-03:00',
});

/** The same notifications once all were marked read. */
export const allRead = (list: AppNotification[]): AppNotification[] =>
  list.map((item) => ({ ...item, read_at: item.read_at ?? '2026-03-14T12:00:00-03:00' }));
