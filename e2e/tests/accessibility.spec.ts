import { expect, test, type Page } from '@playwright/test';
import { logIn } from './support/session';

/** The company pages an agent's day passes through, checked at each size. */
const PAGES = ['/aurora/dashboard', '/aurora/tickets', '/aurora/configuracoes'];

async function openCompany(page: Page, path = '/aurora/dashboard') {
  await page.goto(`/login?redirect=${encodeURIComponent(path)}`);
  await logIn(page);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/**
 * What a keyboard user sees of the focused control: whether it draws an indicator (outline or shadow), the share of
 * that indicator left by every clipping ancestor and the screen, and whether it sits under the sticky top bar.
 */
function focusReport(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return null;
    const style = getComputedStyle(element);
    const indicator = style.outlineStyle !== 'none' || style.boxShadow !== 'none';
    const spread = style.outlineStyle === 'none' ? 0 : parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset);
    const box = element.getBoundingClientRect();
    let [left, top, right, bottom] = [box.left - spread, box.top - spread, box.right + spread, box.bottom + spread];
    const area = (right - left) * (bottom - top);
    const clip = (rect: { left: number; top: number; right: number; bottom: number }) => {
      [left, top, right, bottom] = [
        Math.max(left, rect.left),
        Math.max(top, rect.top),
        Math.min(right, rect.right),
        Math.min(bottom, rect.bottom),
      ];
    };
    for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
      if (getComputedStyle(parent).overflow !== 'visible') clip(parent.getBoundingClientRect());
    }
    clip({ left: 0, top: 0, right: innerWidth, bottom: innerHeight });
    const visible = area > 0 ? (Math.max(0, right - left) * Math.max(0, bottom - top)) / area : 0;
    const bar = document.querySelector('header[data-sticky]');
    const barBox = bar?.getBoundingClientRect();
    const underBar = Boolean(
      bar &&
      barBox &&
      !bar.contains(element) &&
      box.top < barBox.bottom - 1 &&
      box.bottom > barBox.top &&
      box.left < barBox.right &&
      box.right > barBox.left,
    );
    const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? element.tagName;
    return { name, indicator, visible, underBar };
  });
}

async function expectFocusShown(page: Page, press: string) {
  const report = await focusReport(page);
  expect(report, `${press}: focus left the page`).not.toBeNull();
  expect(report!.indicator, `${report!.name}: no focus indicator`).toBe(true);
  expect(report!.visible, `${report!.name}: focus ring clipped`).toBeGreaterThanOrEqual(0.99);
  expect(report!.underBar, `${report!.name}: under the sticky top bar`).toBe(false);
}

const pageScroll = (page: Page) =>
  page.evaluate(() => ({
    sideways: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    scrollY,
  }));

test('keyboard alone through the shell: every focused control shows a whole indicator, never under the top bar', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await openCompany(page);
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
