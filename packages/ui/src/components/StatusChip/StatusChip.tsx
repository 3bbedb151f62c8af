import type { ReactNode } from 'react';
import { Badge, type BadgeTone } from '../Badge';
import type { RefProps, StyleProps } from '../styleProps';

/** The API's "active" status value (product spec): 1 is active, anything else inactive. */
export const ACTIVE_STATUS = 1;

export interface StatusChipProps extends StyleProps, RefProps<HTMLElement> {
  /**
   * A status from the API: `1` or `true` is active, anything else inactive. Ignored when `children` is given.
   */
  status?: number | boolean | null;
  /** A custom label (for business states such as "Em atendimento"); pair it with a `tone`. */
  children?: ReactNode;
  tone?: BadgeTone;
  /** Default 'Ativo'. */
  activeLabel?: string;
  /** Default 'Inativo'. */
  inactiveLabel?: string;
  size?: 'sm' | 'md';
}

export const isActiveStatus = (status: number | boolean | null | undefined) => status === true || status === ACTIVE_STATUS;

/** A status with a coloured dot: active/inactive from the API value, or any business state with its tone. */
export function StatusChip({
  status,
  children,
  tone,
  activeLabel = 'Ativo',
  inactiveLabel = 'Inativo',
  size = 'md',
  className,
  ref,
  style,
}: StatusChipProps) {
  const active = isActiveStatus(status);
  const label = children ?? (active ? activeLabel : inactiveLabel);
  const resolvedTone: BadgeTone = tone ?? (children !== undefined ? 'neutral' : active ? 'success' : 'neutral');
  return (
    <Badge tone={resolvedTone} variant="soft" size={size} dot ref={ref} className={className} style={style}>
      {label}
    </Badge>
  );
}
