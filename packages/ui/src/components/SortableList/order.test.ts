import { describe, expect, it } from 'vitest';
import { initialOrderState, moveItem, orderReducer, shownOrder } from './order';

const steps = ['e-mail 1', 'sms 1', 'e-mail 2'] as const;

describe('moveItem', () => {
  it('moves an element down and up without touching the input', () => {
    expect(moveItem(steps, 0, 2)).toEqual(['sms 1', 'e-mail 2', 'e-mail 1']);
    expect(moveItem(steps, 2, 0)).toEqual(['e-mail 2', 'e-mail 1', 'sms 1']);
    expect(steps).toEqual(['e-mail 1', 'sms 1', 'e-mail 2']);
  });

  it('keeps the order for a move onto itself or out of range', () => {
    expect(moveItem(steps, 1, 1)).toEqual(steps);
    expect(moveItem(steps, -1, 1)).toEqual(steps);
    expect(moveItem(steps, 0, 3)).toEqual(steps);
  });
});

describe('the order shown while a new one is saved', () => {
  const next = moveItem(steps, 0, 2);
  const committing = orderReducer(initialOrderState<string>(), { type: 'commit', next, base: steps });

  it('shows the app’s items when nothing is being saved', () => {
    expect(shownOrder(initialOrderState<string>(), steps)).toBe(steps);
  });

  it('shows the new order while the save is pending, even if the app re-renders with other items', () => {
    expect(committing.committing).toBe(true);
    expect(shownOrder(committing, steps)).toBe(next);
    expect(shownOrder(committing, [...steps])).toBe(next);
  });

  it('rolls back to the app’s items when the save is refused, and remembers the failure until the next move', () => {
    const refused = orderReducer(committing, { type: 'rejected' });
    expect(shownOrder(refused, steps)).toBe(steps);
    expect(refused).toMatchObject({ committing: false, failed: true });
    const again = orderReducer(refused, { type: 'commit', next, base: steps });
    expect(again.failed).toBe(false);
  });

  it('keeps the saved order until the app hands over its new items, then shows those', () => {
    const saved = orderReducer(committing, { type: 'resolved' });
    expect(shownOrder(saved, steps)).toBe(next);
    const fromServer = [...next];
    expect(shownOrder(saved, fromServer)).toBe(fromServer);
  });
});
