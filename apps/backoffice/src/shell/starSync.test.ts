import { describe, expect, it, vi } from 'vitest';
import { createStarSync } from './starSync';

/** A server whose answers the test releases one by one. */
function slowServer() {
  const calls: Array<{ stars: readonly string[]; answer: (kept?: readonly string[]) => void; fail: () => void }> = [];
  const save = (stars: readonly string[]) =>
    new Promise<readonly string[]>((resolve, reject) => {
      calls.push({ stars, answer: (kept = stars) => resolve(kept), fail: () => reject(new Error('offline')) });
    });
  return { calls, save };
}

function setUp(initial: string[] = []) {
  let shown: readonly string[] = initial;
  const server = slowServer();
  const onFailure = vi.fn();
  const sync = createStarSync({ current: () => shown, show: (stars) => (shown = stars), save: server.save, onFailure });
  return { sync, server, onFailure, shown: () => shown };
}

const tick = () => new Promise((resolve) => setTimeout(resolve));

describe('createStarSync', () => {
  it('shows a star at once and saves the whole list', async () => {
    const { sync, server, shown } = setUp(['perfil']);
    const done = sync.toggle('agenda');
    expect(shown()).toEqual(['perfil', 'agenda']);
    expect(server.calls.map((call) => call.stars)).toEqual([['perfil', 'agenda']]);
    server.calls[0]!.answer();
    await done;
    expect(shown()).toEqual(['perfil', 'agenda']);
  });

  it('puts the stars made during a save into one next save, sent from the newest list', async () => {
    const { sync, server, shown } = setUp();
    const done = sync.toggle('a');
    void sync.toggle('b');
    void sync.toggle('c');
    void sync.toggle('a');
    expect(shown()).toEqual(['b', 'c']);
    expect(server.calls).toHaveLength(1);
    server.calls[0]!.answer();
    await tick();
    expect(server.calls.map((call) => call.stars)).toEqual([['a'], ['b', 'c']]);
    // An older answer never brings back a list the person has moved on from.
    expect(shown()).toEqual(['b', 'c']);
    server.calls[1]!.answer();
    await done;
    expect(shown()).toEqual(['b', 'c']);
  });

  it('adopts the list the server kept', async () => {
    const { sync, server, shown } = setUp();
    const done = sync.toggle('gone');
    server.calls[0]!.answer([]);
    await done;
    expect(shown()).toEqual([]);
    expect(server.calls).toHaveLength(1);
  });

  it('goes back to the last list the server accepted when a save fails, and says so', async () => {
    const { sync, server, shown, onFailure } = setUp(['perfil']);
    const done = sync.toggle('agenda');
    void sync.toggle('perfil');
    server.calls[0]!.fail();
    await done;
    expect(shown()).toEqual(['perfil']);
    expect(onFailure).toHaveBeenCalledOnce();
    expect(server.calls).toHaveLength(1);
    // The next star starts again from what the server holds.
    const again = sync.toggle('agenda');
    expect(server.calls[1]!.stars).toEqual(['perfil', 'agenda']);
    server.calls[1]!.answer();
    await again;
    expect(shown()).toEqual(['perfil', 'agenda']);
  });
});
