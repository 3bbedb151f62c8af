import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from 'react';

/** How many turns have mounted; outside `Turns` every part shows at once. */
const MountedTurns = createContext(Number.POSITIVE_INFINITY);

/**
 * Mounts the parts marked `InTurn` one turn at a time, each in a transition of its own after the previous turn has
 * committed. The dashboard mounted in one commit was one long task on a slow phone (the tabs, three charts, the
 * ticket list and the requests each of them starts); in turns, the browser paints and answers input between them.
 * Only the `InTurn` parts render again at each turn: the children are the elements the screen made once.
 */
export function Turns({ count, children }: { count: number; children: ReactNode }) {
  const [mounted, setMounted] = useState(0);
  useEffect(() => {
    if (mounted < count) startTransition(() => setMounted(mounted + 1));
  }, [mounted, count]);
  return <MountedTurns.Provider value={mounted}>{children}</MountedTurns.Provider>;
}

/** A part that mounts at its turn (1 and up). Parts come below or beside the ones before them, so nothing moves. */
export function InTurn({ turn, children }: { turn: number; children: ReactNode }) {
  return useContext(MountedTurns) >= turn ? children : null;
}
