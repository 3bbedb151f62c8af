/** The spec's breakpoints (px): xs below 576, then sm, md, lg, xl. The same numbers drive Storybook's viewports. */
export const breakpoints = { xs: 0, sm: 576, md: 768, lg: 992, xl: 1200 } as const;
export type Breakpoint = keyof typeof breakpoints;

/** `${media.up('md')} { … }` applies from md upwards; `media.down('sm')` below sm (i.e. xs). */
export const media = {
  up: (bp: Breakpoint) => `@media (min-width: ${breakpoints[bp]}px)`,
  down: (bp: Breakpoint) => `@media (max-width: ${breakpoints[bp] - 0.02}px)`,
} as const;
