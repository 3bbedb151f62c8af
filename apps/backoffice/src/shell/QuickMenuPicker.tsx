import { Button, IconButton, Popover, TextField } from '@retoma/ui';
import { Star } from 'lucide-react';
import { useState } from 'react';
import { useFilter } from 'react-aria-components';
import styled from 'styled-components';
import { useRouteText } from '../i18n';
import { useShellT } from './messages';
import { useQuickMenu } from './useQuickMenu';

const Filter = styled.div`
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[3]} 0;
`;
const Rows = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space[2]} 0 0;
  padding: 0 ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2]};
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
`;
const PageToggle = styled(Button)`
  inline-size: 100%;
  justify-content: flex-start;
  & > .star {
    margin-inline-start: auto;
    color: ${({ theme }) => theme.colors.warning};
  }
`;
const NoMatch = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * The top bar's chooser of starred pages: every bookmarkable page the person may open, each a toggle; the starred
 * ones join the quick menu beside it at once.
 */
export function QuickMenuPicker() {
  const t = useShellT();
  const routeText = useRouteText();
  const quickMenu = useQuickMenu();
  const [query, setQuery] = useState('');
  // Case and accents do not matter when looking for a page ("comissoes" finds "Comissões"), in the page's language.
  const { contains } = useFilter({ sensitivity: 'base' });
  const shown = quickMenu.pages.filter((page) => contains(routeText(page.route.title), query.trim()));

  return (
    <Popover
      title={t('shell.quickMenuEdit')}
      width={340}
      onOpenChange={(open) => !open && setQuery('')}
      trigger={<IconButton variant="ghost" aria-label={t('shell.quickMenuEdit')} icon={<Star aria-hidden size={18} />} />}
    >
      <Filter>
        <TextField type="search" label={t('shell.quickMenuFilter')} value={query} onChange={setQuery} />
      </Filter>
      {shown.length === 0 ? (
        <NoMatch role="status">{t('shell.quickMenuNoMatch')}</NoMatch>
      ) : (
        <Rows aria-label={t('shell.quickMenuEdit')}>
          {shown.map(({ route, icon: Icon }) => {
            const starred = quickMenu.isStarred(route.id);
            return (
              <li key={route.id}>
                <PageToggle variant="ghost" aria-pressed={starred} onPress={() => void quickMenu.toggle(route.id)}>
                  <Icon aria-hidden size={16} />
                  {routeText(route.title)}
                  <Star className="star" aria-hidden size={16} fill={starred ? 'currentColor' : 'none'} />
                </PageToggle>
              </li>
            );
          })}
        </Rows>
      )}
    </Popover>
  );
}
