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
  /**
   * An action is in progress: the button ignores clicks (a submit button no longer sends its form) and shows it, as
   * Button's `isPending`. It stays focusable (`aria-disabled`, not `disabled`): a disabled button would drop the
   * keyboard's focus to the page's start just when the answer, or its error, arrives.
   */
  isPending?: boolean;
  children: ReactNode;
}

/**
 * Button's look on a plain HTML `<button>`, without react-aria: for the pages that must load light (the sign-in
 * pages load about 19 kB less) and for forms that must work before any script runs. It takes the DOM's props
 * (`onClick`, `disabled`), not Button's (`onPress`, `isDisabled`), and cannot open a react-aria overlay as its
 * trigger: anywhere else, use Button. `type` is `button` unless given, as Button's.
 */
export function NativeButton({
  variant = 'primary',
  size = 'md',
  isPending = false,
  type = 'button',
  onClick,
  children,
  ...props
}: NativeButtonProps) {
  return (
    <StyledNativeButton
      {...props}
      type={type}
      aria-disabled={isPending || props['aria-disabled']}
      onClick={(event) => {
        if (isPending) event.preventDefault();
        else onClick?.(event);
      }}
      data-busy={isPending || undefined}
      data-variant={variant}
      data-size={size}
    >
      {children}
    </StyledNativeButton>
  );
}
