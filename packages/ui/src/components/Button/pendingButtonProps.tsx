import type { JSX } from 'react';
import type { ButtonProps as AriaButtonProps } from 'react-aria-components';

/**
 * The events a pending button still answers, as react-aria's own pending Button: focus (it keeps the keyboard's
 * place) and the pointer passing over it (a tooltip still opens).
 */
const STILL_ANSWERED = /Focus|Blur|Hover|Pointer(Enter|Leave|Over|Out)|Mouse(Enter|Leave|Over|Out)/;

/**
 * The `<button>` of a pending Button or IconButton: react-aria's props with every press handler left out. They come
 * from the button's own props and from its parent's context alike (a DialogTrigger's or MenuTrigger's
 * PressResponder, a ButtonContext), so they are dropped here, where they all end up, and a pending trigger opens
 * nothing. The click's default is cancelled because a submit button sends its form through it, whether clicked,
 * pressed with Enter or Space, or chosen by Enter in one of the form's fields.
 */
function renderPendingButton(props: JSX.IntrinsicElements['button']) {
  const answered = Object.fromEntries(Object.entries(props).filter(([name]) => !name.startsWith('on') || STILL_ANSWERED.test(name)));
  return <button {...answered} onClick={(event) => event.preventDefault()} />;
}

/**
 * What a pending Button or IconButton sets over its props. It stays focusable (`aria-disabled`, not `disabled`): a
 * disabled button would drop the keyboard's focus to the page's start just when the answer, or its error, arrives.
 * Its `render` replaces one the button was given, while it is pending.
 */
export const pendingButtonProps = {
  'aria-disabled': true,
  render: renderPendingButton,
} satisfies Partial<AriaButtonProps>;
