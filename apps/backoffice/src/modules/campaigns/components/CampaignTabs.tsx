import type { SequenceKind } from '@retoma/api-client';
import styled from 'styled-components';
import { CompanyLink, useCanOpen } from '../../../platform/links';
import { useCurrentRoute } from '../../../shell/useCurrentRoute';
import { KIND_ROUTES } from '../hooks/useCampaign';
import { useCampaignsT, type CampaignsKey } from '../messages';

const Nav = styled.nav`
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
`;
const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: inline-block;
    padding-block: ${({ theme }) => theme.space[2]};
    border-block-end: 3px solid transparent;
    text-decoration: none;
  }
  a[aria-current='page'] {
    border-block-end-color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
  }
`;

type Tab = '' | '-historico' | '-agendados' | '-contatos-ativos' | '-contatos-inativos' | '-contatos-todos' | '-emails' | '-sms';
const TABS: ReadonlyArray<{ suffix: Tab; label: CampaignsKey }> = [
  { suffix: '', label: 'campaigns.tabs.settings' },
  { suffix: '-historico', label: 'campaigns.tabs.history' },
  { suffix: '-agendados', label: 'campaigns.tabs.scheduled' },
  { suffix: '-contatos-ativos', label: 'campaigns.tabs.active' },
  { suffix: '-contatos-inativos', label: 'campaigns.tabs.inactive' },
  { suffix: '-contatos-todos', label: 'campaigns.tabs.all' },
  { suffix: '-emails', label: 'campaigns.tabs.emails' },
  { suffix: '-sms', label: 'campaigns.tabs.sms' },
];

/**
 * The campaign's sections as links, each its own address (a reload or a shared link opens the same tab), the
 * current one marked for screen readers too.
 */
export function CampaignTabs({ kind, planId, id }: { kind: SequenceKind; planId: number; id: number }) {
  const t = useCampaignsT();
  const current = useCurrentRoute()?.id;
  const canOpen = useCanOpen();
  const base = KIND_ROUTES[kind];
  return (
    <Nav aria-label={t('campaigns.tabs.label')}>
      <List>
        {TABS.map(({ suffix, label }) => {
          const route = `${base}${suffix}` as const;
          if (!canOpen(route)) return null;
          return (
            <li key={suffix}>
              <CompanyLink
                to={{ id: route, params: { plan_id: planId, id } }}
                aria-current={route === current || (suffix !== '' && current?.startsWith(`${route}-`)) ? 'page' : undefined}
              >
                {t(label)}
              </CompanyLink>
            </li>
          );
        })}
      </List>
    </Nav>
  );
}
