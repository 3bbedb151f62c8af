import type { ReactNode } from 'react';
import { styled } from 'styled-components';

export type AlertTone = 'info' | 'success' | 'warning' | 'danger';

const Box = styled.div`
  padding-block: ${({ theme }) => theme.space[3]};
  padding-inline: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid currentColor;
  border-inline-start-width: 4px;
  background: ${({ theme }) => theme.colors.surface};

  &[data-tone='info'] {
    color: ${({ theme }) => theme.colors.primary};
  }
  &[data-tone='success'] {
    color: ${({ theme }) => theme.colors.success};
  }
  &[data-tone='warning'] {
    color: ${({ theme }) => theme.colors.warning};
  }
  &[data-tone='danger'] {
    color: ${({ theme }) => theme.colors.danger};
  }
`;
const Title = styled.strong`
  display: block;
`;
const Body = styled.div`
  color: ${({ theme }) => theme.colors.text};
`;

export interface AlertProps {
  tone?: AlertTone;
  title?: string;
  children: ReactNode;
}

/** An inline message. Danger and warning alerts are announced at once (`role="alert"`), the others politely. */
export function Alert({ tone = 'info', title, children }: AlertProps) {
  const urgent = tone === 'danger' || tone === 'warning';
  return (
    <Box data-tone={tone} role={urgent ? 'alert' : 'status'}>
      {title && <Title>{title}</Title>}
      <Body>{children}</Body>
    </Box>
  );
}
