import { ChevronRight, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useCompanyHref } from '../../../platform/links';
import type { PlainRouteId } from '../hubSections';

const Entry = styled(Link)`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  block-size: 100%;
  box-sizing: border-box;
  padding: ${({ theme }) => theme.space[4]};
  color: inherit;
  text-decoration: none;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
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
  align-self: center;
  color: ${({ theme }) => theme.colors.textMuted};
  [dir='rtl'] & {
    transform: scaleX(-1);
  }
`;

export interface SettingCardProps {
  routeId: PlainRouteId;
  icon: LucideIcon;
  title: string;
  description: string;
}

/** A card of the settings hub: the whole card is the link to its page, named by its title and line. */
export function SettingCard({ routeId, icon: SectionIcon, title, description }: SettingCardProps) {
  const href = useCompanyHref();
  return (
    <Entry to={href(routeId)}>
      <Icon aria-hidden>
        <SectionIcon size={20} />
      </Icon>
      <Texts>
        <strong>{title}</strong>
        <span>{description}</span>
      </Texts>
      <Chevron aria-hidden size={18} />
    </Entry>
  );
}
