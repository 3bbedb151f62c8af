import type { ReactNode } from 'react';
import type { ButtonProps as AriaButtonProps } from 'react-aria-components';
import { pendingButtonProps } from '../Button/pendingButtonProps';
import { Spinner } from '../Spinner';
import { StyledIconButton } from './IconButton.styles';
import type { RefProps } from '../styleProps';

export type IconButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';
export type IconButtonSize = 'sm' | 'md' | 'lg';

export interface IconButtonProps
  extends Omit<AriaButtonProps, 'children' | 'aria-label' | 'aria-labelledby' | 'isPending'>, RefProps<HTMLButtonElement> {
  /** Required: an icon-only control has no visible text, so this is its only name. */
  'aria-label': string;
  /** The glyph (decorative: give it `aria-hidden`, the button carries the name). */
  icon: ReactNode;
  variant?: IconButtonVariant;
  size?: IconButtonSize;
  /** Mirror the glyph in rtl (arrows that point "forward" or "back"). */
  mirrorInRtl?: boolean;
  /** An action is in progress: a ring replaces the glyph, presses are ignored and the focus stays (as Button's). */
  isPending?: boolean;
}

/** A button that shows only a glyph. Its accessible name is required by type. */
export function IconButton({ icon, variant = 'ghost', size = 'md', mirrorInRtl = false, isPending = false, ...props }: IconButtonProps) {
  return (
    <StyledIconButton
      {...props}
      {...(isPending && pendingButtonProps)}
      data-busy={isPending || undefined}
      data-variant={variant}
      data-size={size}
      data-mirror-rtl={mirrorInRtl || undefined}
    >
      {isPending ? <Spinner decorative size="sm" /> : icon}
    </StyledIconButton>
  );
}
