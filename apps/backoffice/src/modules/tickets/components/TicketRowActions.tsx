import type { Ticket } from '@retoma/api-client';
import { Button, IconButton, Menu, type MenuAction } from '@retoma/ui';
import { Eye, Headset, MoreHorizontal, Pencil, Trash2 } from 'lucide-react';
import styled from 'styled-components';
import { useCompanyHref } from '../../../platform/links';
import { useTicketsT } from '../messages';
import type { TicketPermissions } from '../hooks/useTicketPermissions';

const Row = styled.div`
  display: flex;
  white-space: nowrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
`;

export interface TicketRowActionsProps {
  ticket: Ticket;
  permissions: TicketPermissions;
  /** The ticket whose attend request is on its way (its button shows the pending state). */
  attendingId: number | null;
  onAttend: (ticket: Ticket) => void;
  onEdit: (ticket: Ticket) => void;
  onDelete: (ticket: Ticket) => void;
}

/** "Atender" in plain sight (the agent's main action) and the rest in a menu; only what the user may do is there. */
export function TicketRowActions({ ticket, permissions, attendingId, onAttend, onEdit, onDelete }: TicketRowActionsProps) {
  const t = useTicketsT();
  const companyHref = useCompanyHref();
  const more: MenuAction[] = [
    ...(permissions.detail
      ? [
          {
            id: 'detail',
            label: t('tickets.actions.detail'),
            icon: <Eye aria-hidden size={16} />,
            href: companyHref('tickets-detalhar', { id: ticket.id }),
          },
        ]
      : []),
    ...(permissions.edit(ticket)
      ? [{ id: 'edit', label: t('tickets.actions.edit'), icon: <Pencil aria-hidden size={16} />, onAction: () => onEdit(ticket) }]
      : []),
    ...(permissions.remove(ticket)
      ? [
          {
            id: 'delete',
            label: t('tickets.actions.delete'),
            icon: <Trash2 aria-hidden size={16} />,
            tone: 'danger' as const,
            onAction: () => onDelete(ticket),
          },
        ]
      : []),
  ];
  return (
    <Row>
      {permissions.attend(ticket) && (
        <Button
          size="sm"
          variant="secondary"
          aria-label={t('tickets.actions.attendTicket', { id: ticket.id })}
          // The list's "a" shortcut presses the focused row's one.
          data-shortcut="attend"
          isPending={attendingId === ticket.id}
          isDisabled={attendingId !== null && attendingId !== ticket.id}
          onPress={() => onAttend(ticket)}
        >
          <Headset aria-hidden size={16} />
          {t('tickets.actions.attend')}
        </Button>
      )}
      {more.length > 0 && (
        <Menu
          aria-label={t('tickets.actions.moreFor', { id: ticket.id })}
          items={more}
          trigger={
            <IconButton
              aria-label={t('tickets.actions.moreFor', { id: ticket.id })}
              icon={<MoreHorizontal aria-hidden size={18} />}
              variant="ghost"
              size="sm"
            />
          }
        />
      )}
    </Row>
  );
}

/** Whether a row has anything to act on (the actions column is left out when no row has). */
export function hasRowActions(ticket: Ticket, permissions: TicketPermissions): boolean {
  return permissions.attend(ticket) || permissions.detail || permissions.edit(ticket) || permissions.remove(ticket);
}
