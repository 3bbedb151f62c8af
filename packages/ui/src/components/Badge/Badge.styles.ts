import { css, styled } from 'styled-components';
import { BADGE_TONES, BADGE_VARIANTS } from '../../theme/badgePalette';
import { theme } from '../../theme/theme';

/** Each tone and variant sets the badge's text and fill from the theme's badge palette. */
const toneAndVariantColors = BADGE_TONES.flatMap((tone) =>
  BADGE_VARIANTS.map(
    (variant) => css`
      &[data-tone='${tone}'][data-variant='${variant}'] {
        --badge-fg: ${theme.badge[tone][variant].fg};
        --badge-bg: ${theme.badge[tone][variant].bg};
      }
    `,
  ),
);

/**
 * Tones and variants are `data-*` attributes that set `--badge-fg` / `--badge-bg`; a custom colour sets the same
 * two properties inline, which wins over any rule.
 */
export const StyledBadge = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[1]};
  max-inline-size: 100%;
  min-block-size: 22px;
  padding-block: 2px;
  padding-inline: ${theme.space[2]};
  border: 1px solid transparent;
  border-radius: ${theme.radii.pill};
  color: var(--badge-fg);
  background: var(--badge-bg);
  font-size: ${theme.fontSize.xs};
  font-weight: ${theme.fontWeight.semibold};
  line-height: 16px;
  white-space: nowrap;
  vertical-align: middle;

  ${toneAndVariantColors}
  &[data-variant='outline'] {
    border-color: currentColor;
  }
  &[data-custom-color] {
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
  border-radius: ${theme.radii.round};
  background: currentColor;
`;
