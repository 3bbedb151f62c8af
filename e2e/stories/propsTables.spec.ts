import { expect, test } from '@playwright/test';
import { serveStorybook } from '../../scripts/storybook-static.mjs';
import { builtEntries, NOT_BUILT } from '../tests/support/builtStorybook';

/**
 * The props tables of the built Storybook's Docs pages (issue 12): a kit component's props that it takes from
 * react-aria-components are listed beside the kit's own, with their types, so a developer learns them there; the DOM
 * attributes that React's types add (`accessKey`…) and that react-aria passes through (`onPointerOverCapture`…) are
 * not. The docgen and its filter are in .storybook/main.ts.
 */

/** Attributes every DOM element takes: from @types/react and from react-aria's GlobalDOMAttributes / GlobalDOMEvents. */
const DOM_ONLY = ['accessKey', 'contentEditable', 'onMouseEnter', 'onPointerOverCapture', 'onTransitionEndCapture'];

const COMPONENTS = [
  {
    component: 'Button',
    listed: ['variant', 'size', 'isPending', 'children', 'onPress', 'isDisabled', 'type'],
    typed: { onPress: 'PressEvent', type: 'submit' },
  },
  {
    component: 'TextField',
    listed: ['label', 'errorMessage', 'isRequired', 'validate', 'onChange'],
    typed: { isRequired: 'boolean', onChange: '(value: string) => void' },
  },
];

const DOCS_MS = 60_000;

let storybook: { url: string; close: () => Promise<unknown> } | undefined;

test.beforeAll(async () => {
  storybook = await serveStorybook();
});

test.afterAll(async () => {
  await storybook?.close();
});

for (const { component, listed, typed } of COMPONENTS) {
  test(`${component}'s Docs page lists react-aria's props and no DOM attributes`, async ({ page }) => {
    const docs = builtEntries().find(
      (entry) => entry.type === 'docs' && entry.importPath.endsWith(`/${component}/${component}.stories.tsx`),
    );
    if (!docs) throw new Error(`${NOT_BUILT} (or ${component} has no Docs page)`);
    await page.goto(`${storybook!.url}/iframe.html?id=${docs.id}&viewMode=docs`);
    const table = page.locator('.docblock-argstable').first();
    await expect(table).toBeVisible({ timeout: DOCS_MS });
    const rows = table.locator('tbody > tr');
    // A row's first cell is the prop's name, with `*` after a required one.
    const names = (await rows.locator('td:first-child').allInnerTexts()).map((name) => name.replace(/\*$/, '').trim());

    expect(names, `${component}'s props table`).toEqual(expect.arrayContaining(listed));
    expect(
      names.filter((name) => DOM_ONLY.includes(name)),
      `${component}'s props table: DOM-only attributes`,
    ).toEqual([]);
    for (const [name, type] of Object.entries(typed))
      await expect(rows.filter({ has: page.locator('td:first-child', { hasText: new RegExp(`^${name}\\*?$`) }) })).toContainText(type);
  });
}
