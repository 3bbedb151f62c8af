/** Headers every answer carries, the API's and the page's: no type sniffing, no framing, no referrer to other sites. */
export const COMMON_SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
} as const;

export function withCommonHeaders(response: Response): Response {
  for (const [name, value] of Object.entries(COMMON_SECURITY_HEADERS)) response.headers.set(name, value);
  return response;
}
