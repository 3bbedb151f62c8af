import type { ReactNode } from 'react';
import type { ButtonProps as AriaButtonProps } from 'react-aria-components';
import { StyledButton } from './Button.styles';
import { pendingButtonProps } from './pendingButtonProps';
import type { RefProps } from '../styleProps';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends Omit<AriaButtonProps, 'children' | 'isPending'>, RefProps<HTMLButtonElement> {
  /** Visual style. */
  variant?: ButtonVariant;
  size?: ButtonSize;
  /**
   * An action is in progress: the button ignores presses (a submit button no longer sends its form, a trigger opens
   * no popup or menu) and shows it.
   * It stays focusable (`aria-disabled`, not `disabled`): a disabled button would drop the keyboard's focus to the
   * page's start just when the answer, or its error, arrives. (Not react-aria's own `isPending`, whose global live
   * announcer leaves nodes that reference unmounted buttons.)
   */
  isPending?: boolean;
  children: ReactNode;
}

/** A button on react-aria: press, keyboard and focus-visible handled the same on every device. */
export function Button({ variant = 'primary', size = 'md', isPending = false, children, ...props }: ButtonProps) {
  return (
    <StyledButton
      {...props}
      {...(isPending && pendingButtonProps)}
      data-busy={isPending || undefined}
      data-variant={variant}
      data-size={size}
    >
      {children}
    </StyledButton>
  );
}
