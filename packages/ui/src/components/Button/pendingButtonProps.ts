import type { MouseEvent } from 'react';
import type { ButtonProps as AriaButtonProps } from 'react-aria-components';

/**
 * What a pending Button or IconButton sets over its props. It stays focusable (`aria-disabled`, not `disabled`): a
 * disabled button would drop the keyboard's focus to the page's start just when the answer, or its error, arrives.
 * Its press handlers go quiet; the click's default is cancelled (in the capture phase, which react-aria passes to the
 * element) because a submit button sends its form through that default, whether clicked, pressed with Enter or Space,
 * or chosen by Enter in one of the form's fields. A press a trigger adds through react-aria's context (DialogTrigger,
 * MenuTrigger) still reaches it: no trigger is pending today.
 */
export const pendingButtonProps = {
  onPress: undefined,
  onPressStart: undefined,
  onPressEnd: undefined,
  onPressUp: undefined,
  onPressChange: undefined,
  onClick: undefined,
  onClickCapture: (event: MouseEvent<HTMLButtonElement>) => event.preventDefault(),
  'aria-disabled': true,
} satisfies Partial<AriaButtonProps>;
