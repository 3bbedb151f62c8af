import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import type { RefProps, StyleProps } from '../styleProps';
import { theme } from '../../theme/theme';

export type AlertTone = 'info' | 'success' | 'warning' | 'danger';

const Box = styled.div`
  padding-block: ${theme.space[3]};
  padding-inline: ${theme.space[4]};
  border-radius: ${theme.radii.md};
  border: 1px solid currentColor;
  border-inline-start-width: 4px;
  background: ${theme.colors.surface};

  &[data-tone='info'] {
    color: ${theme.colors.primary};
  }
  &[data-tone='success'] {
    color: ${theme.colors.success};
  }
  &[data-tone='warning'] {
    color: ${theme.colors.warning};
  }
  &[data-tone='danger'] {
    color: ${theme.colors.danger};
  }
`;
const Title = styled.strong`
  display: block;
`;
const Body = styled.div`
  color: ${theme.colors.text};
`;

export interface AlertProps extends StyleProps, RefProps<HTMLDivElement> {
  tone?: AlertTone;
  title?: string;
  children: ReactNode;
  /**
   * Whether the alert is a live region of its own (the default). `false` for one shown inside a region that already
   * announces what appears in it (an `aria-live` slot that is on the page before the message): nested, both would
   * speak, and an urgent alert would interrupt the slot's polite turn.
   */
  live?: boolean;
}

/**
 * An inline message. Danger and warning alerts are announced at once (`role="alert"`), the others politely; with
 * `live={false}`, not by the alert itself.
 */
export function Alert({ tone = 'info', title, children, live = true, className, ref, style }: AlertProps) {
  const urgent = tone === 'danger' || tone === 'warning';
  return (
    <Box data-tone={tone} role={live ? (urgent ? 'alert' : 'status') : undefined} ref={ref} className={className} style={style}>
      {title && <Title>{title}</Title>}
      <Body>{children}</Body>
    </Box>
  );
}
