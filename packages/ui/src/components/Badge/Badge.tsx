import type { CSSProperties, ReactNode } from 'react';
import type { RefProps, StyleProps } from '../styleProps';
import { formatThousands } from '../../format/number';
import { useUiLocale } from '../../provider/useUiLocale';
import type { BadgeTone, BadgeVariant } from '../../theme/badgePalette';
import { readableTextColor, TEXT_ON_FILL } from '../../theme/readableTextColor';
import { Dot, Label, StyledBadge } from './Badge.styles';

export type { BadgeTone, BadgeVariant };

interface BadgeBaseProps extends StyleProps, RefProps<HTMLElement> {
  tone?: BadgeTone;
  variant?: BadgeVariant;
  size?: 'sm' | 'md';
  /** A leading dot in the badge's colour. */
  dot?: boolean;
  /**
   * A colour chosen by the user (a tag's hex colour from the server). The text turns dark or light by
   * perceived brightness (`readableTextColor`), so any colour stays legible.
   */
  color?: string;
  /** Full text for the tooltip and assistive tech when the visible label is truncated or abbreviated. */
  title?: string;
}

export interface BadgeLabelProps extends BadgeBaseProps {
  children: ReactNode;
  count?: never;
}

export interface BadgeCountProps extends BadgeBaseProps {
  /** A number shown compact (`1,2k`); `max` caps it (`99+`). */
  count: number;
  max?: number;
  children?: never;
}

export type BadgeProps = BadgeLabelProps | BadgeCountProps;

/** A short label or a count: statuses, tags, unread numbers. */
export function Badge(props: BadgeProps) {
  const { tone = 'neutral', variant = 'soft', size = 'md', dot, color, title, className, ref, style: styleProp } = props;
  const locale = useUiLocale();
  const isCount = props.count !== undefined;
  let content: ReactNode = props.children;
  if (props.count !== undefined) {
    const max = 'max' in props ? props.max : undefined;
    content = max !== undefined && props.count > max ? `${formatThousands(max, { locale })}+` : formatThousands(props.count, { locale });
  }
  const style = color
    ? ({
        '--badge-bg': color,
        '--badge-fg': readableTextColor(color, TEXT_ON_FILL.dark, TEXT_ON_FILL.light),
        ...styleProp,
      } as CSSProperties)
    : styleProp;
  return (
    <StyledBadge
      data-tone={tone}
      data-variant={variant}
      data-size={size}
      data-count={isCount || undefined}
      data-custom-color={color ? '' : undefined}
      ref={ref}
      className={className}
      style={style}
      title={title}
    >
      {dot && <Dot aria-hidden="true" />}
      <Label>{content}</Label>
    </StyledBadge>
  );
}
