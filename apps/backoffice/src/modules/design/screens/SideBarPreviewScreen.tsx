import { SideNav, isSideNavGroup, type SideNavEntry } from '@retoma/ui';
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { useRouteText, useT } from '../../../i18n';
import { allRoutes } from '../../../platform/routing';
import { buildMenu } from '../../../shell/menu';
import { useShellT } from '../../../shell/messages';
import { ActionLink } from '../../errors';
import { designMessages } from '../messages';

/** The menu links point into a sample company; the preview keeps every click on this page. */
const PREVIEW_COMPANY = 'preview';

const Page = styled.main`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  max-inline-size: 960px;
  margin-inline: auto;
  padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[4]};
`;
const Intro = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.xxl};
  }
  p {
    margin: 0;
    max-inline-size: 70ch;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
const Previews = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[5]};
`;
const Preview = styled.figure`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  figcaption {
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
  }
`;
/** A window the size of a laptop's menu column, framed like the app around it. */
const Frame = styled.div`
  display: flex;
  justify-self: start;
  block-size: 560px;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;
const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

/** The group and item labels of the menu entry at `href`. */
function labelsAt(entries: SideNavEntry[], href: string) {
  for (const entry of entries) {
    if (!isSideNavGroup(entry)) {
      if (entry.href === href) return { group: entry.label, page: entry.label };
      continue;
    }
    const item = entry.items.find((candidate) => candidate.href === href);
    if (item) return { group: entry.label, page: item.label };
  }
  return null;
}

const firstHref = (entries: SideNavEntry[]) => {
  const first = entries[0];
  return first ? (isSideNavGroup(first) ? first.items[0]?.href : first.href) : undefined;
};

/**
 * `/pages/novo-side-bar`: the side menu as the route table builds it, open and as an icon rail side by side, for
 * designers to review without a company. Every page is shown (no permission filter); choosing one marks it in both.
 */
export default function SideBarPreviewScreen() {
  const t = useT(designMessages);
  const shellT = useShellT();
  const routeText = useRouteText();
  const entries = useMemo(() => buildMenu(allRoutes(), PREVIEW_COMPANY, routeText), [routeText]);
  const [current, setCurrent] = useState(() => firstHref(entries));
  const [collapsed, setCollapsed] = useState(false);
  const marked = current ? labelsAt(entries, current) : null;
  const brand = t('app.name');

  return (
    <Page>
      <Intro>
        <h1>{t('sideBarPreview.title')}</h1>
        <p>{t('sideBarPreview.intro')}</p>
      </Intro>
      <Previews>
        <Preview>
          <figcaption>{t('sideBarPreview.expanded')}</figcaption>
          <Frame>
            <SideNav
              entries={entries}
              currentHref={current}
              onNavigate={setCurrent}
              isCollapsed={collapsed}
              onCollapsedChange={setCollapsed}
              header={brand}
              aria-label={t('sideBarPreview.expanded')}
              collapseLabel={shellT('shell.collapseMenu')}
              expandLabel={shellT('shell.expandMenu')}
            />
          </Frame>
        </Preview>
        <Preview>
          <figcaption>{t('sideBarPreview.collapsed')}</figcaption>
          <Frame>
            <SideNav
              entries={entries}
              currentHref={current}
              onNavigate={setCurrent}
              isCollapsed
              aria-label={t('sideBarPreview.collapsed')}
            />
          </Frame>
        </Preview>
      </Previews>
      <Footer>
        <p role="status">{marked && t('sideBarPreview.current', marked)}</p>
        <ActionLink to="/">{t('sideBarPreview.back')}</ActionLink>
      </Footer>
    </Page>
  );
}
