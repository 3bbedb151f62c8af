export { SafeHtml, type SafeHtmlProps } from './SafeHtml';
export { sanitizeHtml } from './sanitize';
