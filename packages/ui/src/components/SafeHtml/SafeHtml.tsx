import { useMemo } from 'react';
import { sanitizeHtml } from './sanitize';
import { Root } from './SafeHtml.styles';
import type { RefProps, StyleProps } from '../styleProps';

export interface SafeHtmlProps extends StyleProps, RefProps<HTMLDivElement> {
  /** HTML from a person or the API (an e-mail body, a message template). */
  html: string;
}

/**
 * Shows HTML content safely: formatting, lists, tables and http(s)/mailto links are kept; scripts, styles,
 * images, embedded documents, event handlers and every other attribute are dropped (never `innerHTML`).
 */
export function SafeHtml({ html, className, ref, style }: SafeHtmlProps) {
  const content = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <Root ref={ref} className={className} style={style}>
      {content}
    </Root>
  );
}
