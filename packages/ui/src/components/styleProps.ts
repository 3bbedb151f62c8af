import type { CSSProperties, Ref } from 'react';

/**
 * The escape hatches of every kit component, as well-kept kits offer them: a class and inline styles for the
 * component's outermost element (for an overlay, the surface a person sees), for the layout needs its own props
 * do not cover (a margin, a width, a grid area). They add to the kit's styles; inline `style` wins over them.
 */
export interface StyleProps {
  className?: string;
  style?: CSSProperties;
}

/**
 * A ref to the component's outermost element (React 19 passes `ref` as a prop): to focus it, measure it or anchor
 * a popover of one's own to it. Named per component, so `ref={useRef<HTMLButtonElement>(null)}` type-checks.
 */
export interface RefProps<E extends Element> {
  ref?: Ref<E>;
}
