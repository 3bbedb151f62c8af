import type { AnchorHTMLAttributes, ReactElement, ReactNode, Ref } from 'react';
import { Link as AriaLink, RouterProvider, type LinkProps as AriaLinkProps } from 'react-aria-components';

/** What the kit hands to `renderLink`: spread everything onto the router's link (it must render an `<a>`). */
export type LinkRenderProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; ref?: Ref<HTMLAnchorElement> };

/**
 * Renders the app's router link, e.g. `({ href, ...props }) => <RouterLink to={href} {...props} />`.
 * Pass through every prop (including `ref`) so the kit's focus, hover and current-page handling keeps working.
 */
export type RenderLink = (props: LinkRenderProps) => ReactElement;

/**
 * How the kit's navigation components follow links without knowing the router: either render the router's own
 * link (`renderLink`), or keep plain `<a href>` and receive client-side navigations in `onNavigate`
 * (modifier-clicks still open a new tab natively).
 */
export interface NavigationProps {
  renderLink?: RenderLink;
  onNavigate?: (href: string) => void;
}

/** Routes plain-link clicks of the subtree to `onNavigate` (react-aria's router integration). */
export function NavigationScope({ onNavigate, children }: { onNavigate?: (href: string) => void; children: ReactNode }) {
  return onNavigate ? <RouterProvider navigate={onNavigate}>{children}</RouterProvider> : <>{children}</>;
}

export interface KitLinkProps extends Omit<AriaLinkProps, 'render'> {
  renderLink?: RenderLink;
}

/** A react-aria Link that renders through the app's `renderLink` when one is given. */
export function KitLink({ renderLink, ...props }: KitLinkProps) {
  return (
    <AriaLink
      {...props}
      render={
        renderLink
          ? (domProps) => ('href' in domProps && domProps.href ? renderLink(domProps as LinkRenderProps) : <span {...domProps} />)
          : undefined
      }
    />
  );
}
