import { Button as AriaButton } from 'react-aria-components';
import { styled } from 'styled-components';
import { theme } from '../../theme/theme';

export const Root = styled.header`
  display: flex;
  align-items: center;
  gap: ${theme.space[3]};
  min-block-size: 56px;
  padding-inline: ${theme.space[4]};
  background: ${theme.colors.menuBackground};
  color: ${theme.colors.menuText};
  border-block-end: 1px solid ${theme.colors.border};

  &[data-sticky] {
    position: sticky;
    inset-block-start: 0;
    z-index: ${theme.zIndex.menu};
  }
  ${theme.media.down('sm')} {
    gap: ${theme.space[2]};
    padding-inline: ${theme.space[2]};
  }
`;

export const Start = styled.div`
  display: flex;
  align-items: center;
  flex-shrink: 0;
  gap: ${theme.space[2]};
  min-inline-size: 0;
`;

export const Brand = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space[2]};
  font-size: ${theme.fontSize.lg};
  font-weight: ${theme.fontWeight.semibold};
  white-space: nowrap;
`;

export const Middle = styled.div`
  display: flex;
  align-items: center;
  flex: 1;
  min-inline-size: 0;
  overflow: hidden;
`;

export const End = styled.div`
  display: flex;
  align-items: center;
  flex-shrink: 0;
  gap: ${theme.space[2]};
  margin-inline-start: auto;
`;

export const MenuButton = styled(AriaButton)`
  display: grid;
  place-items: center;
  inline-size: 36px;
  block-size: 36px;
  border: none;
  border-radius: ${theme.radii.md};
  background: transparent;
  color: inherit;
  cursor: pointer;

  &[data-hovered] {
    background: color-mix(in srgb, currentColor 10%, transparent);
  }
  &[data-focus-visible] {
    outline: 2px solid ${theme.colors.focusRing};
  }
  svg {
    inline-size: 20px;
    block-size: 20px;
  }
`;
