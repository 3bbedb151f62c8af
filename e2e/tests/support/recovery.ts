import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';
import { E2E_PORT } from './ports';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The documented sample command (`pnpm --filter @retoma/api events:send`), posting as Hotmart to this run's server. */
export function sendEvents(...args: string[]) {
  return execFileSync(
    'pnpm',
    ['--silent', '--filter', '@retoma/api', 'events:send', '--', '--url', `http://127.0.0.1:${E2E_PORT}`, '--company', 'aurora', ...args],
    { cwd: root, encoding: 'utf8', timeout: 60_000 },
  );
}

/**
 * The campaigns' sending rules, from the plans page already open: the quiet hours, and the demonstration mode
 * (each delay counted in seconds) switched to `demo`. Journeys that watch a send go out turn it on with no quiet
 * hours, and set the demo's rules back (21:00 to 08:00, off) for the journeys that follow.
 */
export async function setSendingRules(page: Page, { quiet, demo }: { quiet: [string, string]; demo: boolean }) {
  await page.getByRole('button', { name: 'Regras de envio' }).click();
  const rules = page.getByRole('dialog', { name: 'Regras de envio das campanhas' });
  await rules.getByRole('textbox', { name: /Início do horário de silêncio/ }).fill(quiet[0]);
  await rules.getByRole('textbox', { name: /Fim do horário de silêncio/ }).fill(quiet[1]);
  const toggle = rules.getByRole('switch', { name: /Modo demonstração/ });
  // The switch's input is visually hidden: the person clicks its words.
  if ((await toggle.isChecked()) !== demo) await rules.getByText('Modo demonstração', { exact: true }).click();
  await expect(toggle).toBeChecked({ checked: demo });
  await rules.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('As regras de envio foram salvas.')).toBeVisible();
}
