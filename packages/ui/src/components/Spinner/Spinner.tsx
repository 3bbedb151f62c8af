import { useId } from 'react';
import { SpinnerRoot, Ring, SpinnerText } from './Spinner.styles';
import type { RefProps, StyleProps } from '../styleProps';

export type SpinnerSize = 'sm' | 'md' | 'lg';

export interface SpinnerProps extends StyleProps, RefProps<HTMLDivElement> {
  /** The accessible name, announced as a busy progress bar. */
  label?: string;
  /** Print the label next to the ring (otherwise it is only announced). */
  showLabel?: boolean;
  size?: SpinnerSize;
  /** `primary` colours the ring; `inherit` follows the surrounding text (inside buttons). */
  tone?: 'primary' | 'inherit';
  /**
   * Only the ring, hidden from assistive technology: for places where the busy state is already announced
   * (a pending button, a field whose status is described elsewhere).
   */
  decorative?: boolean;
}

/**
 * An indeterminate progress indicator: a `progressbar` without a value, named by its label. Written without
 * react-aria's ProgressBar on purpose: the page-loading overlay is in every page's first download, and the
 * ProgressBar brought its number formatting (about 3 kB gzip) for a bar that never shows a number.
 */
export function Spinner({
  label = 'Carregando',
  showLabel = false,
  size = 'md',
  tone = 'primary',
  decorative = false,
  className,
  ref,
  style,
}: SpinnerProps) {
  const labelId = useId();
  if (decorative) return <Ring data-size={size} aria-hidden="true" ref={ref} className={className} style={style} />;
  return (
    <SpinnerRoot
      role="progressbar"
      aria-label={showLabel ? undefined : label}
      aria-labelledby={showLabel ? labelId : undefined}
      data-tone={tone}
      ref={ref}
      className={className}
      style={style}
    >
      <Ring data-size={size} aria-hidden="true" />
      {showLabel && <SpinnerText id={labelId}>{label}</SpinnerText>}
    </SpinnerRoot>
  );
}
