import { describe, expect, it } from 'vitest';
import { createSingleFlight } from './useSingleFlight';

/** A task that finishes when the test says so. */
function deferred() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { done, finish };
}

describe('createSingleFlight', () => {
  it('runs a task once however often it is pressed while it runs, and again once it has finished', async () => {
    const pending: boolean[] = [];
    const run = createSingleFlight((value) => pending.push(value));
    const gate = deferred();
    let calls = 0;
    const task = async () => {
      calls += 1;
      await gate.done;
      return calls;
    };
    // Two presses in the same tick, before any render could show the pending state.
    const first = run(task);
    const second = run(task);
    expect(calls).toBe(1);
    expect(second).toBe(first);
    expect(pending).toEqual([true]);
    gate.finish();
    await expect(first).resolves.toBe(1);
    expect(pending).toEqual([true, false]);
    await expect(run(task)).resolves.toBe(2);
  });

  it('lets the next press run after a task failed', async () => {
    const run = createSingleFlight();
    await expect(run(() => Promise.reject(new Error('down')))).rejects.toThrow('down');
    await expect(run(async () => 'ok')).resolves.toBe('ok');
  });
});
