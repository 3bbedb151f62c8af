import { useLayoutEffect, useRef, useState } from 'react';
import styled from 'styled-components';

const Text = styled.span<{ $max?: string }>`
  display: inline-block;
  /* A length of its own (no percentage: in a table cell that would leave the column as wide as the whole text). */
  max-inline-size: ${({ $max }) => $max ?? '100%'};
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
  vertical-align: bottom;
  /* Reached by keyboard when cut (itself, or the table row or card it is in): focus shows the whole value in place. */
  &[tabindex]:focus,
  [role='row'][data-focus-visible] &,
  [role='row'][data-focus-visible-within] & {
    white-space: normal;
    overflow-wrap: anywhere;
  }
  &[tabindex]:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;

export interface TruncatedTextProps {
  children: string;
  /** The widest it may be (a CSS length, e.g. `28ch`, for a table cell); by default, its container's width. */
  maxWidth?: string;
  /**
   * Whether it joins the tab order when cut (the default). In a table row or a list card the row itself takes the
   * focus (arrow keys), and a focused row shows its texts whole: there it is `false`.
   */
  isFocusable?: boolean;
  /** The element it is (a name in bold is a `strong`). */
  as?: 'span' | 'strong';
  className?: string;
}

/**
 * A value that may be longer than its place (an e-mail, a name): cut at the end with an ellipsis, never broken
 * mid-word. When it is cut, the whole value is the hover title, and a keyboard user reads it whole on focus (the text
 * joins the tab order, or its row shows it whole when focused); screen readers always get the whole text.
 */
export function TruncatedText({ children, maxWidth, isFocusable = true, as, className }: TruncatedTextProps) {
  const ref = useRef<HTMLSpanElement>(null);
  const [isCut, setCut] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    // While focused it shows whole (wrapped): measuring then would say "not cut" and take it out of the tab order.
    const measure = () => {
      if (!element.matches(':focus-within, [role="row"]:focus-within *')) setCut(element.scrollWidth > element.clientWidth + 1);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [children]);
  return (
    <Text
      ref={ref}
      as={as}
      $max={maxWidth}
      className={className}
      title={isCut ? children : undefined}
      tabIndex={isCut && isFocusable ? 0 : undefined}
    >
      {children}
    </Text>
  );
}
