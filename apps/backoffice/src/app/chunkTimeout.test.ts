import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadTimeoutError, isChunkLoadError, withTimeout } from './chunkTimeout';

describe('withTimeout', () => {
  afterEach(() => vi.useRealTimers());

  it('passes the value through when the chunk arrives in time', async () => {
    await expect(withTimeout(Promise.resolve('screen'))).resolves.toBe('screen');
  });

  it('rejects with ChunkLoadTimeoutError after 120 s', async () => {
    vi.useFakeTimers();
    const pending = withTimeout(new Promise(() => {}));
    const assertion = expect(pending).rejects.toBeInstanceOf(ChunkLoadTimeoutError);
    vi.advanceTimersByTime(CHUNK_LOAD_TIMEOUT_MS - 1);
    await Promise.resolve();
    vi.advanceTimersByTime(1);
    await assertion;
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });
});

describe('isChunkLoadError', () => {
  it.each([
    new TypeError('Failed to fetch dynamically imported module: /assets/Tickets-x.js'),
    new TypeError('Importing a module script failed.'),
    new ChunkLoadTimeoutError('late'),
  ])('recognises %s', (error) => expect(isChunkLoadError(error)).toBe(true));

  it('leaves other errors alone', () => expect(isChunkLoadError(new Error('boom'))).toBe(false));
});
