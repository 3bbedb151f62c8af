/**
 * The Next.js consumer: an App Router page (app/app-router) and a Pages Router page (pages/pages-router.tsx) in one
 * app, both using the packed kit. e2e/tests/kitPackage.spec.ts builds it with `next build` and serves it.
 */
export default {
  // styled-components' SWC transform: stable class names between the server's render and the browser's.
  compiler: { styledComponents: true },
};
