import type { ReactNode } from 'react';
import type { ButtonProps as AriaButtonProps } from 'react-aria-components';
import { StyledButton } from './Button.styles';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends Omit<AriaButtonProps, 'children'> {
  /** Visual style. */
  variant?: ButtonVariant;
  size?: ButtonSize;
  children: ReactNode;
}

/** A button on react-aria: press, keyboard and focus-visible handled the same on every device. */
export function Button({ variant = 'primary', size = 'md', children, ...props }: ButtonProps) {
  return (
    <StyledButton {...props} data-variant={variant} data-size={size}>
      {children}
    </StyledButton>
  );
}
