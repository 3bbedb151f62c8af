/**
 * A tiny seeded generator (mulberry32): fixtures must be identical on every run and machine, so stories'
 * screenshots and tests never flicker. Each entity derives its seed from its kind and id.
 */
export interface Random {
  /** [0, 1). */
  next(): number;
  /** Integer in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  bool(probability?: number): boolean;
  digits(count: number): string;
  /** Money in reais with two decimals. */
  money(min: number, max: number): number;
}

/** FNV-1a over the text: a stable number for a seed name. */
export function hashSeed(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export function createRandom(seed: number | string): Random {
  let state = typeof seed === 'number' ? seed >>> 0 : hashSeed(seed);
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick<T>(items: readonly T[]): T {
      const item = items[int(0, items.length - 1)];
      if (item === undefined) throw new RangeError('pick() needs a non-empty list');
      return item;
    },
    bool: (probability = 0.5) => next() < probability,
    digits: (count) => Array.from({ length: count }, () => String(int(0, 9))).join(''),
    money: (min, max) => Math.round((min + next() * (max - min)) * 100) / 100,
  };
}

/** The generator of one entity: `entityRandom('ticket', 7)` is always the same sequence. */
export function entityRandom(kind: string, id: number): Random {
  return createRandom(`${kind}:${id}`);
}
