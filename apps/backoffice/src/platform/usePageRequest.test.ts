import { act, createElement, StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterAll, afterEach, beforeAll, expect, test, vi } from 'vitest';
import { usePageRequest, type PageRequest } from './usePageRequest';

// The probe renders nothing, so react-dom needs no document here: a stand-in container, and the two things of
// `window` it reads (the current event while scheduling, HTMLIFrameElement while looking for the focused element).
const noop = () => undefined;
const container = { nodeType: 1, nodeName: 'DIV', tagName: 'DIV', addEventListener: noop, removeEventListener: noop };
Object.assign(container, { ownerDocument: { addEventListener: noop, removeEventListener: noop } });

beforeAll(() => {
  vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', true);
  vi.stubGlobal('window', { HTMLIFrameElement: class {} });
});
afterAll(() => {
  vi.unstubAllGlobals();
});

let root: Root | undefined;
afterEach(async () => {
  await act(async () => root?.unmount());
  root = undefined;
});

/** A request whose answers the test gives, one per call (counted from 0), in any order. */
function controlled<T>() {
  const calls: { resolve: (value: T) => void; reject: (reason: unknown) => void }[] = [];
  const request = vi.fn(
    () =>
      new Promise<T>((resolve, reject) => {
        calls.push({ resolve, reject });
      }),
  );
  const call = (index: number) => {
    const made = calls[index];
    if (!made) throw new Error(`request ${index} was not made`);
    return made;
  };
  return { request, call };
}

/** Renders the hook in StrictMode (as the app does) and gives what it returned last. */
async function probe<T>(key: string | null, request: () => Promise<T>) {
  const seen: { current?: PageRequest<T> } = {};
  function Probe({ requestKey }: { requestKey: string | null }) {
    seen.current = usePageRequest(requestKey, request);
    return null;
  }
  const created = createRoot(container as unknown as Element);
  root = created;
  const render = (requestKey: string | null) =>
    act(async () => created.render(createElement(StrictMode, null, createElement(Probe, { requestKey }))));
  await render(key);
  return { seen, render };
}

test('asks once on arrival, under StrictMode too, and shows the answer', async () => {
  const { request, call } = controlled<string>();
  const { seen } = await probe('link-1', request);
  expect(request).toHaveBeenCalledTimes(1);
  expect(seen.current).toMatchObject({ data: undefined, error: undefined });

  await act(async () => call(0).resolve('ana@retoma.dev'));
  expect(seen.current).toMatchObject({ data: 'ana@retoma.dev', error: undefined });
  expect(request).toHaveBeenCalledTimes(1);
});

test('a failure is kept while a retry is on its way, and the retry’s answer replaces it', async () => {
  const { request, call } = controlled<string>();
  const { seen } = await probe('link-1', request);
  const failure = new Error('500');
  await act(async () => call(0).reject(failure));
  expect(seen.current).toMatchObject({ data: undefined, error: failure });

  await act(async () => seen.current!.retry());
  expect(request).toHaveBeenCalledTimes(2);
  // The page keeps its failure and retry button until the new answer, as it did with swr.
  expect(seen.current?.error).toBe(failure);

  await act(async () => call(1).resolve('ana@retoma.dev'));
  expect(seen.current).toMatchObject({ data: 'ana@retoma.dev', error: undefined });
});

test('only the latest retry counts, whatever order the answers come in', async () => {
  const { request, call } = controlled<string>();
  const { seen } = await probe('link-1', request);
  await act(async () => call(0).reject(new Error('500')));
  await act(async () => seen.current!.retry());
  await act(async () => seen.current!.retry());
  expect(request).toHaveBeenCalledTimes(3);

  await act(async () => call(2).resolve('latest'));
  await act(async () => call(1).resolve('stale'));
  expect(seen.current?.data).toBe('latest');
});

test('another key asks again and hides the previous answer; a late answer for the old key is dropped', async () => {
  const { request, call } = controlled<string>();
  const { seen, render } = await probe('link-1', request);
  await render('link-2');
  expect(request).toHaveBeenCalledTimes(2);
  expect(seen.current).toMatchObject({ data: undefined, error: undefined });

  await act(async () => call(0).resolve('for link-1'));
  expect(seen.current?.data).toBeUndefined();
  await act(async () => call(1).resolve('for link-2'));
  expect(seen.current?.data).toBe('for link-2');

  await render('link-1');
  // Not the answer link-1 had before the switch: asked again.
  expect(seen.current?.data).toBeUndefined();
  expect(request).toHaveBeenCalledTimes(3);
});

test('a null key asks nothing', async () => {
  const { request } = controlled<string>();
  const { seen } = await probe(null, request);
  expect(request).not.toHaveBeenCalled();
  expect(seen.current).toMatchObject({ data: undefined, error: undefined });
});
