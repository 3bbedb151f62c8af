import { styled } from 'styled-components';
import { theme } from '../../theme/theme';

export const Figure = styled.figure`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
  min-inline-size: 0;
  margin: 0;
  padding: ${theme.space[4]};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadows.sm};
  color: ${theme.colors.text};
`;

export const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${theme.space[2]};
`;

export const Titles = styled.div`
  flex: 1 1 200px;
  min-inline-size: 0;
`;

export const Title = styled.h3`
  margin: 0;
  font-size: ${theme.fontSize.lg};
  font-weight: ${theme.fontWeight.semibold};
  overflow-wrap: anywhere;
`;

export const Description = styled.p`
  margin: 0;
  font-size: ${theme.fontSize.sm};
  color: ${theme.colors.textMuted};
`;

export const Plot = styled.div`
  position: relative;
  inline-size: 100%;
  min-inline-size: 0;

  svg {
    display: block;
    overflow: visible;
    border-radius: ${theme.radii.sm};
  }
  svg:focus {
    outline: none;
  }
  svg:focus-visible {
    outline: 2px solid ${theme.colors.primary};
    outline-offset: 4px;
  }
  [data-part='tick'] {
    fill: ${theme.colors.textMuted};
    font-size: ${theme.fontSize.xs};
  }
  [data-part='grid'],
  [data-part='axis'] {
    stroke: ${theme.colors.border};
  }
  [data-part='cursor'] {
    fill: ${theme.colors.surfaceMuted};
  }
  [data-part='total'] {
    fill: ${theme.colors.text};
    font-size: 22px;
    font-weight: ${theme.fontWeight.semibold};
  }
  [data-part='total-label'] {
    fill: ${theme.colors.textMuted};
    font-size: ${theme.fontSize.xs};
  }
`;

/** Holds the tooltip beside the point it describes; never in the pointer's way. */
export const TooltipAnchor = styled.div`
  position: absolute;
  z-index: 1;
  pointer-events: none;
  white-space: nowrap;
`;

export const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]} ${theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${theme.fontSize.sm};
`;

export const LegendItem = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[2]};
`;

export const Swatch = styled.span`
  flex-shrink: 0;
  inline-size: 12px;
  block-size: 12px;
  border-radius: 3px;
  background: var(--swatch);
`;

export const TableScroll = styled.div`
  overflow-x: auto;
`;

export const Table = styled.table`
  inline-size: 100%;
  border-collapse: collapse;
  font-size: ${theme.fontSize.sm};

  th,
  td {
    padding-block: ${theme.space[2]};
    padding-inline: ${theme.space[3]};
    border-block-end: 1px solid ${theme.colors.border};
    text-align: start;
    white-space: nowrap;
  }
  thead th {
    background: ${theme.colors.surfaceMuted};
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSize.xs};
    font-weight: ${theme.fontWeight.semibold};
    text-transform: uppercase;
  }
  tbody th {
    font-weight: ${theme.fontWeight.semibold};
  }
  [data-numeric] {
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
`;

export const Skeleton = styled.div`
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surfaceMuted};
`;

export const TooltipBox = styled.div`
  padding-block: ${theme.space[2]};
  padding-inline: ${theme.space[3]};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  box-shadow: ${theme.shadows.md};
  font-size: ${theme.fontSize.sm};

  strong {
    display: block;
    margin-block-end: ${theme.space[1]};
  }
  ul {
    display: grid;
    gap: 2px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: flex;
    align-items: center;
    gap: ${theme.space[2]};
  }
  li span:last-child {
    margin-inline-start: auto;
    padding-inline-start: ${theme.space[3]};
    font-variant-numeric: tabular-nums;
    font-weight: ${theme.fontWeight.semibold};
  }
`;
