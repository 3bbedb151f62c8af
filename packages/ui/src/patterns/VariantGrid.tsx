import type { CSSProperties, ReactNode } from 'react';
import { styled } from 'styled-components';
import { media } from '../theme/breakpoints';

/**
 * How wide each column is from `sm` up: as wide as its widest variant (`max-content`), an equal share (`1fr`, or
 * `minmax(0, 1fr)` when a variant may be wider than its share), or a fixed width in px.
 */
type Track = 'max-content' | '1fr' | 'minmax(0, 1fr)' | number;

const Grid = styled.div<{ $columns: number; $track: Track; $gap: number }>`
  gap: ${({ $gap }) => $gap}px;

  /* A phone (xs) has no room for the columns: variants sized by their content wrap in rows, the others stack in
     one column as wide as the screen. Either way the page never scrolls sideways (issue 21). */
  ${({ $track }) =>
    $track === 'max-content' ? 'display: flex; flex-wrap: wrap;' : 'display: grid; grid-template-columns: minmax(0, 1fr);'}

  /* From sm up the catalog keeps the columns it was designed (and its pictures taken) with. */
  ${media.up('sm')} {
    display: grid;
    grid-template-columns: repeat(${({ $columns }) => $columns}, ${({ $track }) => (typeof $track === 'number' ? `${$track}px` : $track)});
  }
`;

export interface VariantGridProps {
  /** How many columns from `sm` up. */
  columns: number;
  track?: Track;
  /** Space between variants, in px. */
  gap: number;
  /** The story's own touches (alignment, padding, a maximum width). */
  style?: CSSProperties;
  children: ReactNode;
}

/** A story's catalog of variants side by side: one layout for every kit story, not exported from the kit. */
export function VariantGrid({ columns, track = 'max-content', gap, style, children }: VariantGridProps) {
  return (
    <Grid $columns={columns} $track={track} $gap={gap} style={style}>
      {children}
    </Grid>
  );
}
