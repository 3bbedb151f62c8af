import { expect, test } from '@playwright/test';
import { logIn } from './support/session';

/**
 * The built app under the server's Content-Security-Policy (apps/api/src/http/site.ts): nothing it does is
 * refused — its scripts, its styled-components style tags (with the page's nonce), its images — while an inline
 * script someone managed to put in the page would not run.
 */
test('the app runs whole under its Content-Security-Policy, and an injected inline script does not', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { cspViolations?: string[] }).cspViolations ??= [];
      (window as unknown as { cspViolations: string[] }).cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });

  const answer = await page.goto('/login');
  const policy = answer!.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("script-src 'self'");
  expect(policy).toContain("frame-ancestors 'none'");

  await logIn(page);
  await page.getByRole('link', { name: 'Abrir Loja Aurora' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page.goto('/aurora/tickets');
  await expect(page.getByRole('heading', { level: 1, name: 'Tickets' })).toBeVisible();

  // The kit's styles arrived through the nonce'd style tags: the menu is laid out, not a bare list.
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  await expect(menu).toBeVisible();
  expect(await menu.evaluate((element) => getComputedStyle(element).display)).not.toBe('inline');
  expect(await page.evaluate(() => document.querySelectorAll('style[data-styled]').length)).toBeGreaterThan(0);

  const injected = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injectedRan = true;';
    document.body.append(script);
    return (window as unknown as { injectedRan?: boolean }).injectedRan === true;
  });
  expect(injected).toBe(false);

  const reported = await page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? []);
  // The only refusal is the inline script this test injected.
  expect(reported).toEqual(['script-src-elem inline']);
  expect(violations.filter((text) => !text.includes('script-src'))).toEqual([]);
});
