export { PageTransition, type PageTransitionProps } from './PageTransition';
export { usePrefersReducedMotion } from './usePrefersReducedMotion';
