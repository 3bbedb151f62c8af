import sanitizeHtml from 'sanitize-html';

/**
 * HTML written by users (e-mails sent from a ticket, templates) through an allow-list before it is stored, sent
 * or shown: the formatting a rich-text editor produces survives; scripts, event handlers, frames, forms,
 * `javascript:` / `data:` URLs and free-form CSS do not. sanitize-html parses with htmlparser2 (no DOM needed)
 * and decodes entities before checking URL schemes, so `jav&#x61;script:` is caught too.
 */
const COLOUR = [/^#[0-9a-f]{3}$/i, /^#[0-9a-f]{6}$/i, /^rgba?\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*(,\s*(0|1|0?\.\d+)\s*)?\)$/i];

const ABSOLUTE_LINK = /^(https?:\/\/|mailto:|tel:)/i;
const ABSOLUTE_IMAGE = /^https?:\/\//i;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'div',
    'span',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'strike',
    'sub',
    'sup',
    'small',
    'blockquote',
    'pre',
    'code',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
    '*': ['style'],
  },
  // The rich-text editor's alignment, indentation and size classes; no other class can restyle the e-mail.
  allowedClasses: { '*': ['ql-*'] },
  allowedStyles: {
    '*': {
      color: COLOUR,
      'background-color': COLOUR,
      'text-align': [/^(left|right|center|justify)$/],
      'font-weight': [/^(normal|bold|[1-9]00)$/],
      'font-style': [/^(normal|italic)$/],
      'text-decoration': [/^(none|underline|line-through)$/],
      'font-size': [/^\d{1,3}(\.\d+)?(px|pt|em|rem|%)$/],
    },
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https', 'http'] },
  allowProtocolRelative: false,
  // Text inside these is code or form state, never content: dropped with the tag.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'template', 'iframe', 'object', 'xmp', 'noembed', 'noframes'],
  transformTags: {
    // Links in an e-mail open outside and never hand the opener to the target page. A relative address means
    // nothing in a mailbox: only absolute ones stay (the scheme allow-list still applies after this).
    a: (tagName, { href, ...attribs }) => ({
      tagName,
      attribs: { ...attribs, ...(href && ABSOLUTE_LINK.test(href.trim()) ? { href } : {}), target: '_blank', rel: 'noopener noreferrer' },
    }),
    img: (tagName, { src, ...attribs }) => ({
      tagName,
      attribs: { ...attribs, ...(src && ABSOLUTE_IMAGE.test(src.trim()) ? { src } : {}) },
    }),
  },
};

export function sanitizeHtmlFragment(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** Whether a sanitised fragment still says something (not only tags and blanks). */
export function hasVisibleContent(html: string): boolean {
  return /<img\b/i.test(html) || sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/&nbsp;|\s/g, '') !== '';
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text to put inside HTML (a lead's name in an e-mail body). */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ENTITIES[char]!);
