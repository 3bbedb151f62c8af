import { Card, EmptyState } from '@retoma/ui';
import { ChevronRight, CircleCheck, Frown, Inbox, MessageSquareText, MessagesSquare, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useTicketSettingsT, type TicketSettingsKey } from '../messages';
import { ScreenHeader } from '../../../shell/ScreenHeader';
import { useCanOpen, useCompanyHref } from '../../../platform/links';
import { findRoute, type RouteId } from '../../../platform/routing';
import { useRouteText } from '../../../i18n';

/** The five ticket-settings lists, in the predecessor's order; titles and permissions come from the route table. */
const SECTIONS = [
  { routeId: 'origens', description: 'ticketSettings.hub.origensHint', icon: Inbox },
  { routeId: 'tipo-de-duvida', description: 'ticketSettings.hub.tiposDeDuvidaHint', icon: MessagesSquare },
  { routeId: 'motivo-de-perda', description: 'ticketSettings.hub.motivosDePerdaHint', icon: Frown },
  { routeId: 'status-de-finalizacao', description: 'ticketSettings.hub.statusHint', icon: CircleCheck },
  { routeId: 'mensagem-padrao', description: 'ticketSettings.hub.mensagensHint', icon: MessageSquareText },
] as const satisfies ReadonlyArray<{ routeId: RouteId; description: TicketSettingsKey; icon: LucideIcon }>;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
`;
const Entry = styled(Link)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  color: inherit;
  text-decoration: none;
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  li:last-child > & {
    border-block-end: none;
  }
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: -2px;
  }
`;
const Icon = styled.span`
  display: grid;
  place-items: center;
  flex: none;
  inline-size: 40px;
  block-size: 40px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarylight};
  color: ${({ theme }) => theme.colors.primary};
`;
const Texts = styled.span`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  flex: 1;
  strong {
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
const Chevron = styled(ChevronRight)`
  flex: none;
  color: ${({ theme }) => theme.colors.textMuted};
  [dir='rtl'] & {
    transform: scaleX(-1);
  }
`;

/** `configuracoes/tickets`: the way into each ticket-settings list the person may manage. */
export default function TicketSettingsScreen() {
  const t = useTicketSettingsT();
  const routeText = useRouteText();
  const canOpen = useCanOpen();
  const href = useCompanyHref();
  const visible = SECTIONS.flatMap((section) => {
    const route = findRoute(section.routeId);
    return route && canOpen(section.routeId) ? [{ ...section, title: route.title }] : [];
  });

  return (
    <>
      <ScreenHeader description={t('ticketSettings.hub.description')} />
      <Card padding="none">
        {visible.length === 0 ? (
          <EmptyState title={t('ticketSettings.hub.nothing')} description={t('ticketSettings.hub.nothingHint')} />
        ) : (
          <List>
            {visible.map(({ routeId, title, description, icon: SectionIcon }) => (
              <li key={routeId}>
                <Entry to={href(routeId)}>
                  <Icon aria-hidden>
                    <SectionIcon size={20} />
                  </Icon>
                  <Texts>
                    <strong>{routeText(title)}</strong>
                    <span>{t(description)}</span>
                  </Texts>
                  <Chevron aria-hidden size={18} />
                </Entry>
              </li>
            ))}
          </List>
        )}
      </Card>
    </>
  );
}
