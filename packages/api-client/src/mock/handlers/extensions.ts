import type { Extensao, ZenviaConfig, ZenviaTestResult } from '../../types';
import { item, put, remove } from './core';

/** `mockHandlers.extensions.*`, mirroring `client.extensions`. */
export const extensionHandlers = {
  list: item<Extensao[]>('get', 'extensoes'),
  zenvia: {
    get: item<ZenviaConfig>('get', 'extensoes/zenvia'),
    save: put<ZenviaConfig>('extensoes/zenvia'),
    disconnect: remove('extensoes/zenvia'),
    test: item<ZenviaTestResult>('post', 'extensoes/zenvia/teste'),
  },
};
