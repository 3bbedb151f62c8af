import type { ReactNode } from 'react';
import type { ButtonProps as AriaButtonProps } from 'react-aria-components';
import { StyledButton } from './Button.styles';
import type { RefProps } from '../styleProps';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends Omit<AriaButtonProps, 'children' | 'isPending'>, RefProps<HTMLButtonElement> {
  /** Visual style. */
  variant?: ButtonVariant;
  size?: ButtonSize;
  /**
   * An action is in progress: the button ignores presses (and shows it). (Not react-aria's own
   * `isPending`, whose global live announcer leaves nodes that reference unmounted buttons.)
   */
  isPending?: boolean;
  children: ReactNode;
}

/** A button on react-aria: press, keyboard and focus-visible handled the same on every device. */
export function Button({ variant = 'primary', size = 'md', isPending = false, isDisabled, children, ...props }: ButtonProps) {
  return (
    <StyledButton
      {...props}
      isDisabled={isDisabled || isPending}
      data-busy={isPending || undefined}
      data-variant={variant}
      data-size={size}
    >
      {children}
    </StyledButton>
  );
}
