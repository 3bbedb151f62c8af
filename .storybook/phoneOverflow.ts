/**
 * The look at a phone's width that every story gets: the page must not scroll sideways (issue 21: "the kit and app
 * stories show no page-level horizontal scroll at xs"), in the run of every story in the built Storybook
 * (e2e/stories/builtStories.spec.ts), which hands these functions to the page: each is self-contained. The built
 * Storybook is where the padded layout a designer sees exists; the Vitest layer draws a story without it.
 */

/** The phone the product promises to fit (the Storybook's `xs` viewport). */
export const PHONE = { width: 375, height: 800 };
/** How long a layout may take to settle at the phone's width: overlays re-place themselves on resize. */
export const SETTLE_MS = 2_000;

/** How far the page itself scrolls sideways (0 when it fits; a table or a chip row scrolling inside its box is fine). */
export function pageOverflow(): number {
  return document.documentElement.scrollWidth - document.documentElement.clientWidth;
}

/**
 * Where to look: the elements that stick out of their parent's box past the page's right edge (the parent of a
 * too-wide child reaches as far, but the child is the cause), outermost first.
 */
export function overflowCauses(): string {
  const edge = document.documentElement.clientWidth;
  const sticking = [...document.body.querySelectorAll<HTMLElement>('*')].filter((element) => {
    const right = element.getBoundingClientRect().right;
    const parent = element.parentElement;
    return right > edge + 0.5 && parent !== null && right > parent.getBoundingClientRect().right + 0.5;
  });
  return sticking
    .slice(0, 3)
    .map((element) => {
      const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
      const width = Math.round(element.getBoundingClientRect().width);
      return `<${element.tagName.toLowerCase()}> "${name}" ${width} px wide, to ${Math.round(element.getBoundingClientRect().right)} px`;
    })
    .join('; ');
}
