/**
 * How large a request body may be. A JSON body is a form's worth of text: 1 MiB is far above any form and keeps a
 * flood from reaching the parser and the validator (the unauthenticated login included). The few routes that take
 * an image (at most 1 MiB, sent as a `data:` URL, which base64 makes 4/3 larger) get a cap of their own.
 */
export const JSON_BODY_CAP = 1024 * 1024;
export const UPLOAD_BODY_CAP = 2 * 1024 * 1024;

/** The routes whose body carries an image: a person's photo, an achievement's badge, the company's logo, a proof's screenshot. */
const UPLOAD_PATHS = [
  /^\/api\/[^/]+\/users\/\d+$/,
  /^\/api\/[^/]+\/conquistas(\/\d+)?$/,
  /^\/api\/[^/]+\/my_company$/,
  /^\/api\/[^/]+\/pre_comissaos\/\d+\/anexos$/,
];

export interface BodyCaps {
  json: number;
  upload: number;
}

/** The cap of a request, by its path (a spoofed method does not change it). */
export function bodyCapFor(pathname: string, caps: BodyCaps): number {
  return UPLOAD_PATHS.some((pattern) => pattern.test(pathname)) ? caps.upload : caps.json;
}
