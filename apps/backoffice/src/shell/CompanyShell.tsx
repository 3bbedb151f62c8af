import { media, QuickMenu, SideNav, TopBar } from '@retoma/ui';
import { useAtom, useAtomValue } from 'jotai';
import { useState } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useCan, useCompanySession } from '../platform/companySession';
import { useShellT } from './messages';
import { buildMenu } from './menu';

import { allRoutes, companyRootHref, hrefOf } from '../platform/routing';
import { pluralKey, safeLocaleAtom, useRouteText } from '../i18n';
import { menuCollapsedAtom } from '../session/atoms';
import { renderRouterLink } from './RouterLink';
import { TopBarActions } from './TopBarActions';
import { useMediaQuery } from './useMediaQuery';
import { QuickMenuPicker } from './QuickMenuPicker';
import { useQuickMenu } from './useQuickMenu';

const MENU_ID = 'main-menu';

const Layout = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  min-block-size: 100vh;
  ${({ theme }) => theme.media.down('md')} {
    grid-template-columns: minmax(0, 1fr);
  }
`;
/** Below md the menu is a drawer over the page, from the inline-start edge. */
const MenuArea = styled.div`
  position: sticky;
  inset-block-start: 0;
  block-size: 100vh;
  ${({ theme }) => theme.media.down('md')} {
    position: fixed;
    inset-block: 0;
    inset-inline-start: 0;
    z-index: ${({ theme }) => theme.zIndex.modal};
    &:not([data-open]) {
      display: none;
    }
  }
`;
const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  background: ${({ theme }) => theme.colors.overlay};
  z-index: calc(${({ theme }) => theme.zIndex.modal} - 1);
`;
const Main = styled.div`
  display: flex;
  flex-direction: column;
  min-inline-size: 0;
`;
/** One column never wider than the screen: a wide child (a tab list, a table) scrolls within itself, not the page. */
const Content = styled.main`
  padding: ${({ theme }) => theme.space[5]};
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[4]};
  align-content: start;
  ${({ theme }) => theme.media.down('sm')} {
    padding: ${({ theme }) => theme.space[3]};
  }
`;
/** On a phone the bar's room goes to its buttons: the company's name is the switcher's name there. */
const CompanyName = styled.span`
  ${({ theme }) => theme.media.down('sm')} {
    display: none;
  }
`;
const BrandLink = styled(Link)`
  color: inherit;
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  text-decoration: none;
`;

/** The frame of every company page: side menu, top bar with the quick menu, and the page. */
export function CompanyShell() {
  const t = useShellT();
  const routeText = useRouteText();
  const locale = useAtomValue(safeLocaleAtom);
  const navigate = useNavigate();
  const location = useLocation();
  const can = useCan();
  const { user, slug } = useCompanySession();
  const quickMenu = useQuickMenu();
  const [collapsed, setCollapsed] = useAtom(menuCollapsedAtom);
  const narrow = useMediaQuery(media.down('md').replace('@media ', ''));
  // The drawer is open on the page where it was opened: any navigation closes it.
  const [drawerOpenOn, setDrawerOpenOn] = useState<string | null>(null);
  const drawerOpen = drawerOpenOn === location.pathname;
  const setDrawerOpen = (open: boolean) => setDrawerOpenOn(open ? location.pathname : null);
  // Below md the menu is hidden until the drawer opens, yet it was a third of what a company page first mounts (its
  // every group and link), which made a phone's first render one long task longer. It mounts the first time it
  // shows and stays mounted, so the groups the person opened stay open.
  const [menuMounted, setMenuMounted] = useState(!narrow);
  if (!menuMounted && (!narrow || drawerOpen)) setMenuMounted(true);

  const company = user.companies.find((c) => c.slug === slug);

  return (
    <Layout>
      {narrow && drawerOpen && <Backdrop onClick={() => setDrawerOpen(false)} aria-hidden />}
      <MenuArea id={MENU_ID} data-open={drawerOpen || undefined}>
        {menuMounted && (
          <SideNav
            entries={buildMenu(allRoutes(), slug, routeText)}
            can={can}
            currentHref={location.pathname}
            renderLink={renderRouterLink}
            isCollapsed={!narrow && collapsed}
            onCollapsedChange={narrow ? undefined : setCollapsed}
            header={<BrandLink to={companyRootHref(slug)}>{t('app.name')}</BrandLink>}
            aria-label={t('shell.mainMenu')}
            collapseLabel={t('shell.collapseMenu')}
            expandLabel={t('shell.expandMenu')}
          />
        )}
      </MenuArea>
      <Main>
        <TopBar
          brand={company && <CompanyName title={company.name}>{company.name}</CompanyName>}
          onMenuPress={narrow ? () => setDrawerOpen(!drawerOpen) : undefined}
          isMenuOpen={drawerOpen}
          menuId={MENU_ID}
          menuButtonLabel={t('shell.openMenu')}
          actions={<TopBarActions />}
          isSticky
        >
          <QuickMenu
            items={quickMenu.starred.map(({ route, icon: Icon }) => ({
              id: route.id,
              label: routeText(route.title),
              href: hrefOf(route, { company: slug }),
              icon: <Icon aria-hidden size={16} />,
            }))}
            currentHref={location.pathname}
            renderLink={renderRouterLink}
            onNavigate={(href) => navigate(href)}
            aria-label={t('shell.quickMenu')}
            moreLabel={(count) =>
              t(pluralKey(locale, count, { one: 'shell.quickMenuMoreOne', other: 'shell.quickMenuMoreOther' }), { count })
            }
            emptyText={null}
          />
          <QuickMenuPicker />
        </TopBar>
        <Content>
          <Outlet />
        </Content>
      </Main>
    </Layout>
  );
}
