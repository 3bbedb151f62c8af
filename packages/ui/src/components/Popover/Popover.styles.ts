import { Dialog, Heading, Popover as AriaPopover } from 'react-aria-components';
import { styled } from 'styled-components';
import { theme } from '../../theme/theme';

/** Anchored to its trigger; never wider than the screen minus a margin (phones). */
export const Panel = styled(AriaPopover)`
  inline-size: min(var(--rt-popover-width, 360px), calc(100vw - 16px));
  max-block-size: min(70vh, 560px);
  display: flex;
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  box-shadow: ${theme.shadows.lg};
  z-index: ${theme.zIndex.overlay};
`;

export const StyledDialog = styled(Dialog)`
  display: flex;
  flex-direction: column;
  flex: 1;
  min-block-size: 0;
  outline: none;
`;

export const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[3]};
  padding-block: ${theme.space[3]};
  padding-inline: ${theme.space[4]};
  border-block-end: 1px solid ${theme.colors.border};
`;

export const Title = styled(Heading)`
  margin: 0;
  font-size: ${theme.fontSize.md};
  font-weight: ${theme.fontWeight.semibold};
`;

export const Body = styled.div`
  flex: 1;
  min-block-size: 0;
  overflow: auto;
`;

export const Footer = styled.div`
  display: flex;
  justify-content: center;
  padding-block: ${theme.space[2]};
  padding-inline: ${theme.space[4]};
  border-block-start: 1px solid ${theme.colors.border};
`;
