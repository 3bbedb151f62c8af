import { expect, type Page } from '@playwright/test';
import { logIn } from './session';

export const AGENT = 'atendente@retoma.dev'; // Carla Dias, "Atendente" in Loja Aurora
export const MANAGER = 'admin@retoma.dev'; // Ana Souza, "Administrador" in Loja Aurora

/** Opens the open-tickets list of Loja Aurora as `email`. */
export async function openTickets(page: Page, email: string) {
  await page.goto('/aurora/tickets');
  await logIn(page, email);
  await expect(page.getByRole('heading', { level: 1, name: 'Tickets de recuperação' })).toBeVisible();
}
