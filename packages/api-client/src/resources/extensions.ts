import type { HttpClient } from '../client';
import type { ZenviaInput, ZenviaTestInput } from '../schemas/extensions';
import type { DataEnvelope, Extensao, SmsUsageMonth, SmsUsagePeriod, ZenviaConfig, ZenviaTestResult } from '../types';
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
    'GET /extensoes/relatorio': 'extensao',
  },
  responses: async () => {
    const { arrayOf, dataOf, extensaoSchema, smsUsageMonthSchema, zenviaConfigSchema, zenviaTestResultSchema } = await responseSchemas();
    return {
      list: arrayOf(extensaoSchema),
      smsUsage: arrayOf(smsUsageMonthSchema),
      zenvia: {
        get: dataOf(zenviaConfigSchema),
        save: dataOf(zenviaConfigSchema),
        disconnect: dataOf(zenviaConfigSchema),
        test: dataOf(zenviaTestResultSchema),
      },
    };
  },
  create(http: HttpClient) {
    const v = verbs(http);
    return {
      /** Every extension the product names, with whether it is offered yet and its state for the company. */
      list: (o?: CallOptions) => v.get<Extensao[]>('extensoes', undefined, o),
      /** The company's campaign SMS per month (its time zone), oldest first, every month of the period listed. */
      smsUsage: (params: { meses?: SmsUsagePeriod } = {}, o?: CallOptions) => v.get<SmsUsageMonth[]>('extensoes/relatorio', params, o),
      zenvia: {
        get: (o?: CallOptions) => v.get<ZenviaConfig>('extensoes/zenvia', undefined, o),
        /** `token` left out keeps the stored one; required (422 on `token`) while none is stored. */
        save: (input: ZenviaInput, o?: CallOptions) => v.put<ZenviaConfig>('extensoes/zenvia', input, o),
        /** Forgets the account (answers its state: none); the company's SMS go through the server's account, or the outbox. */
        disconnect: async (o?: CallOptions) =>
          (
            await http.request<DataEnvelope<ZenviaConfig>>('extensoes/zenvia', {
              method: 'DELETE',
              spoofMethod: true,
              body: {},
              signal: o?.signal,
            })
          ).data,
        /** One SMS through the saved account; the provider's refusal is a 422 with its reason. */
        test: (input: ZenviaTestInput, o?: CallOptions) => v.post<ZenviaTestResult>('extensoes/zenvia/teste', input, o),
      },
    };
  },
});
