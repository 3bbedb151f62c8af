import type { Key, ReactNode } from 'react';
import { Root } from './PageTransition.styles';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';
import type { StyleProps } from '../styleProps';

export interface PageTransitionProps extends StyleProps {
  /** Changes on every route change (e.g. the pathname): the content remounts and zoom-fades in. */
  transitionKey: Key;
  children: ReactNode;
}

/**
 * The route transition of the spec: a short zoom-fade when `transitionKey` changes. With
 * `prefers-reduced-motion: reduce` the new page appears at once (no animation at all, not a faster one).
 */
export function PageTransition({ transitionKey, children, className, style }: PageTransitionProps) {
  const reduced = usePrefersReducedMotion();
  return (
    <Root
      key={transitionKey}
      data-motion={reduced ? 'reduce' : 'full'}
      data-transition-key={String(transitionKey)}
      className={className}
      style={style}
    >
      {children}
    </Root>
  );
}
