import { Card } from '@retoma/ui';
import { ChevronRight, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

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

export interface NavigationEntry {
  href: string;
  title: string;
  description: string;
  icon: LucideIcon;
}

/** A card of links to the pages of a section, each with what it is for. */
export function NavigationCard({ title, entries }: { title: string; entries: NavigationEntry[] }) {
  return (
    <Card title={title} padding="none">
      <List>
        {entries.map(({ href, title: entryTitle, description, icon: EntryIcon }) => (
          <li key={href}>
            <Entry to={href}>
              <Icon aria-hidden>
                <EntryIcon size={20} />
              </Icon>
              <Texts>
                <strong>{entryTitle}</strong>
                <span>{description}</span>
              </Texts>
              <Chevron aria-hidden size={18} />
            </Entry>
          </li>
        ))}
      </List>
    </Card>
  );
}
