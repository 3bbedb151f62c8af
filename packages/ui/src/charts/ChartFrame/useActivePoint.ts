import { useState, type KeyboardEvent } from 'react';

/**
 * Which data point the keyboard or the pointer is on. The arrow keys move along the reading direction, so in
 * rtl ArrowLeft goes to the next point; ArrowDown / ArrowUp move likewise, Home / End jump, Escape lets go.
 */
export function useActivePoint(count: number, direction: 'ltr' | 'rtl') {
  const [active, setActive] = useState<number | null>(null);
  const forward = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const backward = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';

  const onKeyDown = (event: KeyboardEvent) => {
    if (count === 0) return;
    const current = active ?? -1;
    let next: number | null;
    switch (event.key) {
      case forward:
      case 'ArrowDown':
        next = Math.min(count - 1, current + 1);
        break;
      case backward:
      case 'ArrowUp':
        next = Math.max(0, current - 1);
        break;
      case 'Home':
        next = 0;
        break;
      case 'End':
        next = count - 1;
        break;
      case 'Escape':
        next = null;
        break;
      default:
        return;
    }
    event.preventDefault();
    setActive(next);
  };

  return { active: active !== null && active < count ? active : null, setActive, onKeyDown };
}
