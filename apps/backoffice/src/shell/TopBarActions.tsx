import { Avatar, Button, Menu } from '@retoma/ui';
import { Building2, ChevronDown } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useCompanySession } from '../platform/companySession';
import { NotificationsBell } from '../modules/notifications';
import { useCompanyHref } from '../platform/links';
import { companyRootHref } from '../platform/routing';
import { useLogout } from '../session/useLogout';
import { useShellT } from './messages';
import { PreferencesDialog } from './PreferencesDialog';
import { useOnline } from './useOnline';

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
`;
/**
 * Short enough for the bar (the avatar's button was 50 px tall in the 56 px bar: its focus ring went past the top of
 * the screen); below sm the buttons hug their icons, so the bar's actions fit a 320 px screen whole.
 */
const ActionButton = styled(Button)`
  && {
    padding-block: ${({ theme }) => theme.space[1]};
  }
  ${({ theme }) => theme.media.down('sm')} {
    && {
      gap: ${({ theme }) => theme.space[1]};
      padding-inline: ${({ theme }) => theme.space[2]};
    }
  }
`;
/** Below sm only the icons show; the name stays for assistive technology (it is the button's name). */
const Name = styled.span`
  ${({ theme }) => theme.media.down('sm')} {
    position: absolute;
    inline-size: 1px;
    block-size: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`;

/** The top bar's end: company switcher, notifications, preferences and the user's menu. */
export function TopBarActions() {
  const t = useShellT();
  const navigate = useNavigate();
  const logout = useLogout();
  const online = useOnline();
  const { user, slug } = useCompanySession();
  const companyHref = useCompanyHref();
  const current = user.companies.find((company) => company.slug === slug);
  const others = user.companies.filter((company) => company.status === 'active' && company.slug !== slug);

  return (
    <Row>
      <Menu
        aria-label={t('shell.company')}
        onNavigate={(href) => navigate(href)}
        trigger={
          <ActionButton variant="ghost">
            <Building2 aria-hidden size={18} />
            <Name>{current?.name ?? slug}</Name>
            <ChevronDown aria-hidden size={16} />
          </ActionButton>
        }
        items={[
          ...others.map((company) => ({ id: company.slug, label: company.name, href: companyRootHref(company.slug) })),
          { id: 'all', label: t('shell.allCompanies'), href: '/' },
        ]}
      />
      <NotificationsBell />
      <PreferencesDialog />
      <Menu
        aria-label={t('shell.userMenu')}
        onNavigate={(href) => navigate(href)}
        trigger={
          <ActionButton variant="ghost">
            <Avatar name={user.name} src={user.avatar} size="sm" status={online ? 'online' : 'offline'} decorative />
            <Name>{user.name}</Name>
          </ActionButton>
        }
        items={[
          { id: 'profile', label: t('shell.profile'), href: companyHref('perfil') },
          { id: 'logout', label: t('shell.logout'), tone: 'danger', onAction: () => void logout() },
        ]}
      />
    </Row>
  );
}
