import type { Page } from '@playwright/test';

/** How far the page scrolls sideways (0 when it does not) and where it is scrolled to vertically. */
export const pageScroll = (page: Page) =>
  page.evaluate(() => ({
    sideways: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    scrollY,
  }));

/** A pointer target smaller than 24 × 24 CSS px that the WCAG 2.2 spacing exception does not excuse (SC 2.5.8). */
export interface SmallTarget {
  name: string;
  width: number;
  height: number;
}

/**
 * Every visible pointer target on screen under 24 × 24 px whose 24 px circle (centred on it) meets another target or
 * another small target's circle (WCAG 2.2 SC 2.5.8, the spacing exception). Links inside a sentence are excused
 * (the inline exception), as is what lies behind a modal; a visually hidden input is measured by its label.
 */
export function smallTargets(page: Page): Promise<SmallTarget[]> {
  return page.evaluate(() => {
    const selector = [
      'a[href]',
      'button',
      'input:not([type=hidden])',
      'select',
      'textarea',
      'summary',
      '[role=button]',
      '[role=link]',
      '[role=tab]',
      '[role=menuitem]',
      '[role=menuitemradio]',
      '[role=option]',
      '[role=radio]',
      '[role=checkbox]',
      '[role=switch]',
      '[role=spinbutton]',
      '[tabindex]:not([tabindex="-1"])',
    ].join(',');
    const inert = (element: Element) => element.closest('[inert], [aria-hidden=true]') !== null;
    const inSentence = (element: Element) => {
      if (element.tagName !== 'A' || getComputedStyle(element).display !== 'inline') return false;
      const text = element.parentElement?.textContent ?? '';
      return text.trim().length > (element.textContent ?? '').trim().length;
    };
    // A visually hidden input (itself or a wrapper 1 px wide: a radio, a checkbox) is pressed through its label.
    const visuallyHidden = (element: Element) => {
      for (let node: Element | null = element; node && node !== document.body && node.tagName !== 'LABEL'; node = node.parentElement) {
        const box = node.getBoundingClientRect();
        if (box.width <= 1 || box.height <= 1) return true;
      }
      return false;
    };
    const pressed = [...document.querySelectorAll(selector)]
      .filter((element) => !inert(element) && !(element as HTMLElement).hidden)
      .map((element) => (visuallyHidden(element) ? element.closest('label') : element))
      .filter((element): element is Element => element !== null);
    const targets = [...new Set(pressed)]
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ element, box }) => {
        const style = getComputedStyle(element);
        return box.width > 1 && box.height > 1 && style.visibility !== 'hidden' && style.pointerEvents !== 'none' && style.opacity !== '0';
      })
      .filter(({ box }) => box.bottom > 0 && box.right > 0 && box.top < innerHeight && box.left < innerWidth)
      // A target that holds another (a row holding its buttons) is measured by what it holds.
      .filter(({ element }, _index, all) => !all.some((other) => other.element !== element && element.contains(other.element)));
    const small = targets.filter(({ element, box }) => (box.width < 23.5 || box.height < 23.5) && !inSentence(element));
    const centre = (box: DOMRect) => ({ x: box.left + box.width / 2, y: box.top + box.height / 2 });
    const distanceToBox = (point: { x: number; y: number }, box: DOMRect) => {
      const dx = Math.max(box.left - point.x, 0, point.x - box.right);
      const dy = Math.max(box.top - point.y, 0, point.y - box.bottom);
      return Math.hypot(dx, dy);
    };
    return small
      .filter(({ element, box }) => {
        const c = centre(box);
        return targets.some((other) => {
          if (other.element === element) return false;
          const isSmall = small.some((s) => s.element === other.element);
          // Two small targets: their circles must not meet; a big one: it must stay outside this one's circle.
          return isSmall
            ? Math.hypot(c.x - centre(other.box).x, c.y - centre(other.box).y) < 24 - 0.5
            : distanceToBox(c, other.box) < 12 - 0.5;
        });
      })
      .map(({ element, box }) => ({
        name: element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? element.tagName,
        width: Math.round(box.width),
        height: Math.round(box.height),
      }));
  });
}
