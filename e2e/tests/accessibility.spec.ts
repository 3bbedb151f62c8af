import { expect, test, type Page } from '@playwright/test';
import { expectFocusShown } from './support/focus';
import { pageScroll } from './support/layout';
import { logIn } from './support/session';

/** The company pages an agent's day passes through, checked at each size. */
const PAGES = ['/aurora/dashboard', '/aurora/tickets', '/aurora/configuracoes'];

async function openCompany(page: Page, path = '/aurora/dashboard') {
  await page.goto(`/login?redirect=${encodeURIComponent(path)}`);
  await logIn(page);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

test('keyboard alone through the shell: every focused control shows a whole indicator, never under the top bar', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await openCompany(page);
  // The dashboard opened fresh, as a keyboard user arrives at it: the walk starts at the document's start. (Right
  // after the login's redirect the focused submit button is gone, and where Tab goes from there depended on timing:
  // once, out of the page.)
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The dashboard's parts have arrived: the walk goes through the page as a person sees it.
  await page.waitForLoadState('networkidle');
  // Forwards through the side menu, the top bar and into the dashboard.
  for (let press = 0; press < 30; press++) {
    await page.keyboard.press('Tab');
    await expectFocusShown(page, `Tab ${press + 1}`);
  }
  // Backwards up the scrolled page: the sticky bar never hides what has focus.
  for (let press = 0; press < 12; press++) {
    await page.keyboard.press('Shift+Tab');
    await expectFocusShown(page, `Shift+Tab ${press + 1}`);
  }
});

test('on a 375 px phone no company page scrolls sideways, and a new page opens at its top', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await openCompany(page);
  for (const path of PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect((await pageScroll(page)).sideways, path).toBeLessThanOrEqual(0);
  }
  // Scrolled down the settings, opening another page starts at its top.
  await page.mouse.wheel(0, 2000);
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  const dashboard = menu.getByRole('link', { name: 'Dashboard' });
  if (!(await dashboard.isVisible())) await menu.getByRole('button', { name: /Início/ }).click();
  await dashboard.click();
  await expect(page).toHaveURL(/\/aurora\/dashboard$/);
  await expect.poll(async () => (await pageScroll(page)).scrollY).toBe(0);
});

test('at 400 % zoom (320 × 200) the pages scroll in one direction only and the user menu opens', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 200 });
  await openCompany(page);
  for (const path of PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
    expect((await pageScroll(page)).sideways, path).toBeLessThanOrEqual(0);
  }
  // The user's menu is the bar's last button (its name is the person's name).
  const userMenu = page.getByRole('banner').getByRole('button').last();
  const box = (await userMenu.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(320);
  await userMenu.click();
  await expect(page.getByRole('menuitem', { name: 'Sair' })).toBeVisible();
});
