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

/** Start and middle give way on a narrow screen (the brand ends in an ellipsis); the actions at the end never do. */
export const Start = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space[2]};
  min-inline-size: 0;
  & > button {
    flex-shrink: 0;
  }
`;

export const Brand = styled.div`
  min-inline-size: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  font-size: ${theme.fontSize.lg};
  font-weight: ${theme.fontWeight.semibold};
  white-space: nowrap;
`;

/**
 * Takes the room left by the brand and the actions and clips what does not fit, with 4 px kept inside it (padding,
 * undone by the negative margin) so the focus ring of a control at its edge is drawn whole. Its content's width is
 * not the bar's minimum (size containment): in a box sized by its content (a grid or flex item) a long middle would
 * otherwise widen the bar past a phone's screen instead of being clipped.
 */
export const Middle = styled.div`
  display: flex;
  align-items: center;
  flex: 1;
  min-inline-size: 0;
  contain: inline-size;
  overflow: hidden;
  padding: 4px;
  margin: -4px;
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
