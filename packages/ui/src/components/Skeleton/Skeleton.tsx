import type { CSSProperties } from 'react';
import { Bone, Lines } from './Skeleton.styles';
import type { RefProps, StyleProps } from '../styleProps';

export type SkeletonVariant = 'text' | 'rect' | 'circle';

export interface SkeletonProps extends StyleProps, RefProps<HTMLElement> {
  variant?: SkeletonVariant;
  /** CSS length or pixels. */
  width?: number | string;
  height?: number | string;
  /** For `text`: several lines, the last one shorter. */
  lines?: number;
}

/**
 * A grey placeholder with the shape of content that is loading. Hidden from assistive technology: mark the
 * loading region with `aria-busy` (DataTable and LoadingOverlay do) and announce the state there.
 */
export function Skeleton({ variant = 'text', width, height, lines = 1, className, ref, style: styleProp }: SkeletonProps) {
  const style: CSSProperties = { inlineSize: width, blockSize: height, ...styleProp };
  if (variant === 'text' && lines > 1) {
    return (
      <Lines aria-hidden="true" ref={ref} className={className} style={{ inlineSize: width, ...styleProp }}>
        {Array.from({ length: lines }, (_, i) => (
          <Bone key={i} data-variant="text" style={{ blockSize: height }} />
        ))}
      </Lines>
    );
  }
  return <Bone aria-hidden="true" data-variant={variant} ref={ref} className={className} style={style} />;
}
