import { styled } from 'styled-components';
import { theme } from '../../theme/theme';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
  min-inline-size: 0;
`;

export const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Row = styled.li`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${theme.space[2]};
  min-block-size: 48px;
  padding-block: ${theme.space[2]};
  padding-inline: ${theme.space[2]} ${theme.space[3]};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};

  /* The row being moved floats above the others. */
  &[data-dragging] {
    z-index: 1;
    border-color: ${theme.colors.primary};
    box-shadow: ${theme.shadows.lg};
  }
`;

/** Grip-dots button at the row's inline start: the only place a move starts in handle mode. */
export const Handle = styled.button`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  inline-size: 32px;
  block-size: 32px;
  padding: 0;
  border: 0;
  border-radius: ${theme.radii.sm};
  background: transparent;
  color: ${theme.colors.textMuted};
  cursor: grab;
  /* The browser must not scroll or zoom when a finger drags the handle. */
  touch-action: none;

  &:hover {
    background: ${theme.colors.surfaceMuted};
    color: ${theme.colors.text};
  }
  &:focus-visible {
    outline: 2px solid ${theme.colors.focusRing};
    outline-offset: 1px;
  }
  &[aria-pressed='true'] {
    cursor: grabbing;
  }
  &[aria-disabled='true'] {
    opacity: 0.45;
    cursor: not-allowed;
  }
`;

/** The whole row as the handle (row mode). Scrolling by touch still works: a move starts after a long press. */
export const RowHandle = styled.div`
  display: flex;
  flex: 1;
  align-items: center;
  gap: ${theme.space[2]};
  min-inline-size: 0;
  margin: calc(-1 * ${theme.space[2]});
  padding: ${theme.space[2]};
  border-radius: ${theme.radii.sm};
  cursor: grab;

  &:focus-visible {
    outline: 2px solid ${theme.colors.focusRing};
    outline-offset: 1px;
  }
  &[aria-pressed='true'] {
    cursor: grabbing;
  }
  &[aria-disabled='true'] {
    cursor: default;
  }
`;

export const Content = styled.div`
  flex: 1;
  min-inline-size: 0;
`;
