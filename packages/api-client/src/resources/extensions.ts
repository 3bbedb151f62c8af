import type { HttpClient } from '../client';
import type { ZenviaInput, ZenviaTestInput } from '../schemas/extensions';
import type { Extensao, ZenviaConfig, ZenviaTestResult } from '../types';
import { defineResource, responseSchemas } from './define';
import { verbs, type CallOptions } from './http';

/**
 * The company's extensions: the catalogue with each one's state, and the SMS provider's account (Zenvia), whose
 * token is write-only (answers carry at most its last four characters).
 */
export const extensionsResource = defineResource({
  endpoints: {
    'GET /extensoes': 'extensao',
    'GET /extensoes/zenvia': 'extensao_zenvia',
    'PUT /extensoes/zenvia': 'extensao_zenvia',
    'DELETE /extensoes/zenvia': 'extensao_zenvia',
    'POST /extensoes/zenvia/teste': 'extensao_zenvia',
  },
  responses: async () => {
    const { arrayOf, dataOf, NO_BODY, extensaoSchema, zenviaConfigSchema, zenviaTestResultSchema } = await responseSchemas();
    return {
      list: arrayOf(extensaoSchema),
      zenvia: {
        get: dataOf(zenviaConfigSchema),
        save: dataOf(zenviaConfigSchema),
        disconnect: NO_BODY,
        test: dataOf(zenviaTestResultSchema),
      },
    };
  },
  create(http: HttpClient) {
    const v = verbs(http);
    return {
      /** Every extension the product names, with whether it is offered yet and its state for the company. */
      list: (o?: CallOptions) => v.get<Extensao[]>('extensoes', undefined, o),
      zenvia: {
        get: (o?: CallOptions) => v.get<ZenviaConfig>('extensoes/zenvia', undefined, o),
        /** `token` left out keeps the stored one; required (422 on `token`) while none is stored. */
        save: (input: ZenviaInput, o?: CallOptions) => v.put<ZenviaConfig>('extensoes/zenvia', input, o),
        /** Forgets the account: the company's SMS go through the server's account, or the outbox. */
        disconnect: async (o?: CallOptions) => {
          await http.request<unknown>('extensoes/zenvia', { method: 'DELETE', spoofMethod: true, body: {}, signal: o?.signal });
        },
        /** One SMS through the saved account; the provider's refusal is a 422 with its reason. */
        test: (input: ZenviaTestInput, o?: CallOptions) => v.post<ZenviaTestResult>('extensoes/zenvia/teste', input, o),
      },
    };
  },
});
