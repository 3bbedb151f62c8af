import type { ReactNode } from 'react';
import type { RefProps, StyleProps } from '../styleProps';
import { Actions, Description, Illustration, Root, Title } from './EmptyState.styles';

/** The kit's default empty text (product spec). */
export const EMPTY_STATE_TEXT = 'Não existe registro por aqui';

export interface EmptyStateProps extends StyleProps, RefProps<HTMLDivElement> {
  /** Main message; defaults to 'Não existe registro por aqui'. */
  title?: ReactNode;
  description?: ReactNode;
  /** An icon or illustration; a neutral inbox is drawn when omitted, `null` hides it. */
  icon?: ReactNode | null;
  /** Buttons or links that get the person out of the empty state (e.g. "Criar campanha"). */
  action?: ReactNode;
  /** `sm` for tables and panels, `md` for whole pages. */
  size?: 'sm' | 'md';
}

function InboxIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M22 12h-6l-2 3h-4l-2-3H2" />
      <path d="M5.45 5.11 2 12v6a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2v-6l-3.45-6.89A2 2 0 0 0 16.76 4H7.24a2 2 0 0 0-1.79 1.11z" />
    </svg>
  );
}

/** What a list, table or page shows when it has nothing yet. */
export function EmptyState({ title = EMPTY_STATE_TEXT, description, icon, action, size = 'md', className, ref, style }: EmptyStateProps) {
  return (
    <Root data-size={size} data-empty-state="" ref={ref} className={className} style={style}>
      {icon !== null && <Illustration aria-hidden="true">{icon ?? <InboxIcon />}</Illustration>}
      <Title>{title}</Title>
      {description && <Description>{description}</Description>}
      {action && <Actions>{action}</Actions>}
    </Root>
  );
}
