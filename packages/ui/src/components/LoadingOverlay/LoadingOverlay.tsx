import type { ReactNode } from 'react';
import { Spinner } from '../Spinner';
import { Veil, Wrapper } from './LoadingOverlay.styles';
import type { RefProps, StyleProps } from '../styleProps';

export interface LoadingOverlayProps extends StyleProps, RefProps<HTMLDivElement> {
  isLoading: boolean;
  /** The content being refreshed; it stays visible but inert while loading. */
  children?: ReactNode;
  /** Announced (and shown) while loading. */
  label?: string;
  /** Cover the whole screen (blocking operations such as finishing an attendance). */
  fullScreen?: boolean;
}

/** Covers a region (or the screen) with a spinner while it loads; the content underneath cannot be used. */
export function LoadingOverlay({
  isLoading,
  children,
  label = 'Carregando…',
  fullScreen = false,
  className,
  ref,
  style,
}: LoadingOverlayProps) {
  return (
    <Wrapper data-fullscreen={fullScreen || undefined} ref={ref} className={className} style={style}>
      <div aria-busy={isLoading || undefined} inert={isLoading}>
        {children}
      </div>
      {isLoading && (
        <Veil>
          <div>
            <Spinner size="lg" label={label} showLabel />
          </div>
        </Veil>
      )}
    </Wrapper>
  );
}
