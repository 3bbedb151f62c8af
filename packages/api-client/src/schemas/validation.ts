/** The top-level `message` of a 422 answer; what went wrong is told per field under `errors`. */
export const VALIDATION_FAILED_MESSAGE = 'Os dados informados são inválidos.';
