import { expect, test, type Page } from '@playwright/test';
import { serveStorybook } from '../../scripts/storybook-static.mjs';
import { builtEntries, entryId, NOT_BUILT } from '../tests/support/builtStorybook';

/**
 * The built Storybook (`pnpm build-storybook`, which prepares it with scripts/storybook-static.mjs) under the app's
 * strict Content-Security-Policy: no inline script, style tags only with the page's nonce. The manager, a kit story,
 * a Docs page and a screen story on its mock server all run with nothing refused, and the kit is painted by its
 * styled-components style tags; an inline script injected into the preview does not run.
 */

let storybook: { url: string; close: () => Promise<unknown> } | undefined;

test.beforeAll(async () => {
  if (builtEntries().length === 0) throw new Error(NOT_BUILT);
  storybook = await serveStorybook();
});

test.afterAll(async () => storybook?.close());

/** Every refusal in the manager and in the preview frame: reported by the page's own event, and by Chromium's log. */
function recordViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (text.startsWith('CSP violation') || /Content Security Policy/i.test(text)) violations.push(text);
  });
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.warn(`CSP violation: ${event.violatedDirective} ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  return violations;
}

const preview = (page: Page) => page.frameLocator('#storybook-preview-iframe');
/** A page of the built Storybook loads its manager, then the preview and the story's chunks: on a busy machine, a while. */
const LOADED = { timeout: 30_000 };

test('the built Storybook runs whole under the strict policy: manager, a kit story, a Docs page, a screen on its mock server', async ({
  page,
}) => {
  // Three loads of the manager and its preview: on a busy 2-core machine one took 20 s.
  test.setTimeout(180_000);
  const violations = recordViolations(page);

  const manager = await page.goto(`${storybook!.url}/?path=/story/${entryId('/Button/Button.stories.tsx', 'Default')}`);
  const policy = manager!.headers()['content-security-policy'] ?? '';
  // The app's policy: no inline script, style tags only with the nonce (inline style attributes stay allowed).
  expect(policy).toContain("script-src 'self';");
  expect(policy).toMatch(/style-src 'self' 'nonce-[^']+';/);
  expect(policy).toContain("frame-ancestors 'none'");

  // The manager is drawn with its own (emotion) styles: the sidebar's search field is laid out, not a bare input.
  const search = page
    .getByRole('searchbox')
    .or(page.getByRole('combobox', { name: /search|pesquisar|find/i }))
    .first();
  await expect(search).toBeVisible(LOADED);
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toContain('Nunito Sans');

  // The kit's button, painted by styled-components' nonce'd style tags inside the preview.
  const button = preview(page).getByRole('button', { name: 'Salvar' });
  await expect(button).toBeVisible(LOADED);
  await expect(button).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
  await expect(button).toHaveCSS('border-radius', /[1-9]/);

  // A Docs page: its examples and props table.
  await page.goto(`${storybook!.url}/?path=/docs/${entryId('/Button/Button.stories.tsx', 'Docs')}`);
  await expect(preview(page).getByRole('button', { name: 'Salvar' }).filter({ visible: true }).first()).toBeVisible(LOADED);
  await expect(preview(page).getByRole('table').first()).toBeVisible();

  // A screen whose data comes from the mock service worker.
  await page.goto(`${storybook!.url}/?path=/story/${entryId('/tickets/screens/TicketsScreen.stories.tsx', 'Loaded Open')}`);
  await expect(
    preview(page)
      .getByRole('heading', { level: 1, name: /Tickets/ })
      .first(),
  ).toBeVisible(LOADED);
  await expect(preview(page).getByRole('grid').first()).toBeVisible();

  expect(violations).toEqual([]);

  // What the policy is for: a script that found its way into the page does not run.
  const frame = page.frames().find((candidate) => candidate.url().includes('iframe.html'))!;
  const injected = await frame.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injectedRan = true;';
    document.body.append(script);
    return (window as unknown as { injectedRan?: boolean }).injectedRan === true;
  });
  expect(injected).toBe(false);
});

test("the preview answers with the policy, framed only by Storybook's own manager", async ({ request }) => {
  const answer = await request.get(`${storybook!.url}/iframe.html`);
  const policy = answer.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("script-src 'self'");
  expect(policy).toContain("frame-ancestors 'self'");
  const html = await answer.text();
  // No inline script is left, and every style tag carries the nonce this answer's policy names.
  expect(html).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
  const nonce = /'nonce-([^']+)'/.exec(policy)![1];
  for (const tag of html.match(/<style[^>]*>/g) ?? []) expect(tag).toContain(`nonce="${nonce}"`);
  expect(answer.headers()['x-content-type-options']).toBe('nosniff');
});
