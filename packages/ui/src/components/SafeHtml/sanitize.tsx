import { createElement, type ReactNode } from 'react';

/** Tags kept as they are: text formatting, lists, quotes, tables and links. */
const KEPT = new Set([
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'small',
  'sub',
  'sup',
  'a',
  'ul',
  'ol',
  'li',
  'blockquote',
  'pre',
  'code',
  'hr',
  'div',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'caption',
]);
/**
 * Headings of an e-mail or message are shown as bold paragraphs: real headings would break the outline of the
 * page the HTML is shown in.
 */
const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
/** Tags dropped with everything inside them: code, embedded documents, styles, forms. */
const DROPPED = new Set([
  'script',
  'style',
  'template',
  'noscript',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'svg',
  'math',
  'form',
  'input',
  'button',
  'select',
  'textarea',
  'link',
  'meta',
  'base',
  'head',
  'title',
  'audio',
  'video',
  'img',
  'picture',
  'source',
  'canvas',
]);
const SAFE_HREF = /^(https?:|mailto:|tel:)/i;

function convert(node: Node, key: string): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node as Element;
  const tag = element.tagName.toLowerCase();
  if (DROPPED.has(tag)) return null;
  const children = [...element.childNodes].map((child, index) => convert(child, `${key}.${index}`));
  if (HEADINGS.has(tag)) return createElement('p', { key, 'data-heading': '' }, children);
  // Unknown wrappers (span, font, center, custom tags) give up their markup but keep their text.
  if (!KEPT.has(tag)) return children;
  if (tag === 'br' || tag === 'hr') return createElement(tag, { key });
  if (tag === 'a') {
    const href = element.getAttribute('href')?.trim() ?? '';
    // `javascript:` and `data:` links (and relative ones, which would point into the app) lose their target.
    return SAFE_HREF.test(href)
      ? createElement('a', { key, href, target: '_blank', rel: 'noopener noreferrer' }, children)
      : createElement('span', { key }, children);
  }
  // No attribute survives: no inline handlers, styles, ids or classes from the source.
  return createElement(tag, { key }, children);
}

/**
 * HTML written by a person or received from the API, turned into React elements that keep only formatting.
 * The string is parsed by `DOMParser` into an inert document (no script runs, nothing loads), then rebuilt
 * from an allowlist of tags without attributes, so nothing in it can run code, load a resource or restyle the page.
 */
export function sanitizeHtml(html: string): ReactNode[] {
  const document = new DOMParser().parseFromString(html, 'text/html');
  return [...document.body.childNodes].map((node, index) => convert(node, String(index)));
}
