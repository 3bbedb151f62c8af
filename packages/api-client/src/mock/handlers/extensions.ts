import type { Extensao, SmsUsageMonth, ZenviaConfig, ZenviaTestResult } from '../../types';
import { endpoint, item, put } from './core';

/** `mockHandlers.extensions.*`, mirroring `client.extensions`. */
export const extensionHandlers = {
  list: item<Extensao[]>('get', 'extensoes'),
  smsUsage: item<SmsUsageMonth[]>('get', 'extensoes/relatorio'),
  zenvia: {
    get: item<ZenviaConfig>('get', 'extensoes/zenvia'),
    save: put<ZenviaConfig>('extensoes/zenvia'),
    /** POST + `_method=DELETE`, answering the account's state afterwards. */
    disconnect: endpoint<ZenviaConfig>({ method: 'post', path: 'extensoes/zenvia', spoof: 'DELETE' }, (value) => ({ data: value })),
    test: item<ZenviaTestResult>('post', 'extensoes/zenvia/teste'),
  },
};
