import { styled } from 'styled-components';
import { theme } from '../../theme/theme';

export const Root = styled.span`
  --size: 40px;
  position: relative;
  display: inline-flex;
  flex-shrink: 0;
  inline-size: var(--size);
  block-size: var(--size);
  vertical-align: middle;

  &[data-size='xs'] {
    --size: 24px;
  }
  &[data-size='sm'] {
    --size: 32px;
  }
  &[data-size='md'] {
    --size: 40px;
  }
  &[data-size='lg'] {
    --size: 56px;
  }
  &[data-size='xl'] {
    --size: 80px;
  }
`;

export const Face = styled.span`
  display: grid;
  place-items: center;
  inline-size: 100%;
  block-size: 100%;
  overflow: hidden;
  border-radius: ${theme.radii.round};
  background: ${theme.colors.primarylight};
  color: ${theme.colors.primary};
  font-size: calc(var(--size) * 0.4);
  font-weight: ${theme.fontWeight.semibold};
  line-height: 1;
  text-transform: uppercase;
  user-select: none;

  [data-shape='square'] > & {
    border-radius: ${theme.radii.md};
  }
`;

export const Image = styled.img`
  inline-size: 100%;
  block-size: 100%;
  object-fit: cover;
`;

/** The presence dot sits at the inline end, so it mirrors in rtl. */
export const StatusDot = styled.span`
  position: absolute;
  inset-block-end: 0;
  inset-inline-end: 0;
  inline-size: max(8px, calc(var(--size) * 0.28));
  block-size: max(8px, calc(var(--size) * 0.28));
  border-radius: ${theme.radii.round};
  border: 2px solid ${theme.colors.surface};

  &[data-status='online'] {
    background: ${theme.colors.success};
  }
  &[data-status='offline'] {
    background: ${theme.colors.secondary};
  }
  &[data-status='busy'] {
    background: ${theme.colors.danger};
  }
  &[data-status='away'] {
    background: ${theme.colors.warning};
  }
`;
