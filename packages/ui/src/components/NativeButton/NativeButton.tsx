import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { styled } from 'styled-components';
import { buttonSurface, textButtonBox } from '../Button/buttonSurface';
import type { ButtonSize, ButtonVariant } from '../Button/Button';
import type { RefProps } from '../styleProps';

const StyledNativeButton = styled.button`
  ${buttonSurface}
  ${textButtonBox}
`;

export interface NativeButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'>, RefProps<HTMLButtonElement> {
  /** Visual style, as Button's. */
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** An action is in progress: the button ignores clicks and shows it, as Button's `isPending`. */
  isPending?: boolean;
  children: ReactNode;
}

/**
 * Button's look on a plain HTML `<button>`, without react-aria: for the pages that must load light (the sign-in
 * pages load about 10 kB less) and for forms that must work before any script runs. It takes the DOM's props
 * (`onClick`, `disabled`), not Button's (`onPress`, `isDisabled`), and cannot open a react-aria overlay as its
 * trigger: anywhere else, use Button. `type` is `button` unless given, as Button's.
 */
export function NativeButton({
  variant = 'primary',
  size = 'md',
  isPending = false,
  disabled,
  type = 'button',
  children,
  ...props
}: NativeButtonProps) {
  return (
    <StyledNativeButton
      {...props}
      type={type}
      disabled={disabled || isPending}
      data-busy={isPending || undefined}
      data-variant={variant}
      data-size={size}
    >
      {children}
    </StyledNativeButton>
  );
}
