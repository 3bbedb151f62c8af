import type { ReactNode } from 'react';
import type { LinkProps as AriaLinkProps } from 'react-aria-components';
import { ExternalGlyph } from '../IconButton/glyphs';
import { StyledLink, VisuallyHiddenText } from './Link.styles';
import type { RefProps } from '../styleProps';

export type LinkVariant = 'inline' | 'standalone' | 'subtle';

export interface LinkProps extends Omit<AriaLinkProps, 'children'>, RefProps<HTMLAnchorElement> {
  children: ReactNode;
  /** `inline` inside running text (underlined), `standalone` on its own (bold), `subtle` in the text colour. */
  variant?: LinkVariant;
  /** Opens in a new tab, with `rel="noopener noreferrer"`, a glyph and an announced hint. */
  isExternal?: boolean;
  /** The hint read after an external link's text. */
  externalLabel?: string;
}

/**
 * A link on react-aria: with a `RouterProvider` from react-aria-components at the app root, `href`s navigate
 * client-side; without one they are plain anchors. Without `href` it is a button-like link (`onPress`).
 */
export function Link({ children, variant = 'inline', isExternal = false, externalLabel = '(abre em nova aba)', ...props }: LinkProps) {
  const external = isExternal ? { target: '_blank' as const, rel: 'noopener noreferrer' } : {};
  return (
    <StyledLink {...external} {...props} data-variant={variant}>
      {children}
      {isExternal && (
        <>
          <ExternalGlyph size={14} />
          <VisuallyHiddenText>{` ${externalLabel}`}</VisuallyHiddenText>
        </>
      )}
    </StyledLink>
  );
}
