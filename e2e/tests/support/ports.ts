/** The end-to-end server's port (scripts/serve-e2e.mjs names its log after it). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4310);
/** A second server whose access tokens live 3 s: the token-renewal journey runs against it. */
export const SHORT_TOKEN_PORT = E2E_PORT + 1;
