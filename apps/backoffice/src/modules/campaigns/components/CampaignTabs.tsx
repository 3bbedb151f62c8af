import styled from 'styled-components';
import { CompanyLink, useCanOpen, type CompanyRouteParams } from '../../../platform/links';
import type { RouteId } from '../../../platform/routing';
import { useCurrentRoute } from '../../../shell/useCurrentRoute';
import { useCampaignsT } from '../messages';

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

/** A page of one campaign: an address with exactly the plan's and the campaign's ids. */
export type CampaignRouteId = {
  [Id in RouteId]: CompanyRouteParams<Id> extends { plan_id: unknown; id: unknown }
    ? keyof CompanyRouteParams<Id> extends 'plan_id' | 'id'
      ? Id
      : never
    : never;
}[RouteId];

/** One tab of a campaign: the page it opens and its label, translated. */
export interface CampaignTab {
  route: CampaignRouteId;
  label: string;
}

/**
 * The campaign's sections as links, each its own address (a reload or a shared link opens the same tab), the
 * current one marked for screen readers too; a tab the person may not open is not offered. A page under a tab (a
 * step's form under the step list) keeps its tab marked.
 */
export function CampaignTabs({ tabs, planId, id }: { tabs: readonly CampaignTab[]; planId: number; id: number }) {
  const t = useCampaignsT();
  const current = useCurrentRoute()?.id;
  const canOpen = useCanOpen();
  const settings = tabs[0]?.route;
  return (
    <Nav aria-label={t('campaigns.tabs.label')}>
      <List>
        {tabs.map(({ route, label }) => {
          if (!canOpen(route)) return null;
          const within = route !== settings && current?.startsWith(`${route}-`);
          return (
            <li key={route}>
              <CompanyLink
                to={{ id: route, params: { plan_id: planId, id } }}
                aria-current={route === current || within ? 'page' : undefined}
              >
                {label}
              </CompanyLink>
            </li>
          );
        })}
      </List>
    </Nav>
  );
}
