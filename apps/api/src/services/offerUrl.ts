/** What an offer's checkout address is made of. */
export interface OfferParts {
  /** The platform's checkout base (`integracoes.checkout_base`, e.g. `https://pay.hotmart.com/`). */
  checkoutBase: string;
  /** The product's checkout code on the platform; null while the product has none. */
  checkout: string | null;
  codigoOferta: string;
  /** The link's origin (`src`), e.g. `retoma-user`. */
  src: string;
  /** The agent's tracking code (Hotmart's `sck`): only in an agent's personal address. */
  sck?: string;
}

/**
 * The checkout address of an offer: the platform's base, the product's checkout code, then the offer (`off`), the
 * origin (`src`) and, for an agent's own link, their tracking code (`sck`), the parameters the platforms report
 * back with each sale. null when the product has no checkout code yet (or its platform's base is no address).
 */
export function offerUrl({ checkoutBase, checkout, codigoOferta, src, sck }: OfferParts): string | null {
  if (!checkout) return null;
  let url: URL;
  try {
    url = new URL(encodeURIComponent(checkout), checkoutBase.endsWith('/') ? checkoutBase : `${checkoutBase}/`);
  } catch {
    return null;
  }
  url.searchParams.set('off', codigoOferta);
  url.searchParams.set('src', src);
  if (sck) url.searchParams.set('sck', sck);
  return url.toString();
}
