import styled from 'styled-components';

/** Tones and variants are `data-*` attributes; a custom colour arrives as `--rt-badge-bg` / `--rt-badge-fg`. */
export const StyledBadge = styled.span`
  --tone: ${({ theme }) => theme.colors.secondary};
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  max-inline-size: 100%;
  min-block-size: 22px;
  padding-block: 2px;
  padding-inline: ${({ theme }) => theme.space[2]};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  line-height: 16px;
  white-space: nowrap;
  vertical-align: middle;

  &[data-tone='neutral'] {
    --tone: ${({ theme }) => theme.colors.secondary};
  }
  &[data-tone='primary'] {
    --tone: ${({ theme }) => theme.colors.primary};
  }
  &[data-tone='success'] {
    --tone: ${({ theme }) => theme.colors.success};
  }
  &[data-tone='warning'] {
    --tone: ${({ theme }) => theme.colors.warning};
  }
  &[data-tone='danger'] {
    --tone: ${({ theme }) => theme.colors.danger};
  }

  &[data-variant='soft'] {
    /* Pulled towards the text colour (darker in light themes, lighter in dark) to keep 4.5:1 on the tint. */
    color: color-mix(in srgb, var(--tone) 80%, ${({ theme }) => theme.colors.text});
    background: color-mix(in srgb, var(--tone) 12%, ${({ theme }) => theme.colors.surface});
  }
  &[data-variant='solid'] {
    color: ${({ theme }) => theme.colors.surface};
    background: var(--tone);
  }
  &[data-variant='outline'] {
    color: var(--tone);
    border-color: currentColor;
    background: transparent;
  }
  &[data-custom-color] {
    color: var(--rt-badge-fg);
    background: var(--rt-badge-bg);
    border-color: transparent;
  }
  &[data-size='sm'] {
    min-block-size: 18px;
    padding-block: 0;
    padding-inline: 6px;
    font-size: 11px;
  }
  &[data-count] {
    justify-content: center;
    min-inline-size: 22px;
    font-variant-numeric: tabular-nums;
  }
`;

export const Label = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
`;

export const Dot = styled.span`
  flex-shrink: 0;
  inline-size: 6px;
  block-size: 6px;
  border-radius: ${({ theme }) => theme.radii.round};
  background: currentColor;
`;
