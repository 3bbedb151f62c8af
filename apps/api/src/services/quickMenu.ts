import { isAllowed, QUICK_MENU_PAGES, type QuickMenuPage } from '@retoma/api-client';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import type { CompanyScope } from '../http/context';

/**
 * `GET /menus`: the bookmarkable pages the caller may open in this company (by the same rules as the endpoints),
 * each saying whether the caller starred it. The stars (`menu_rapido`) belong to the user, not to a company.
 */
export async function quickMenuPages(db: Database, company: CompanyScope, userId: number): Promise<QuickMenuPage[]> {
  const [user] = await db.select({ menuRapido: users.menuRapido }).from(users).where(eq(users.id, userId));
  const starred = new Set(user?.menuRapido ?? []);
  return QUICK_MENU_PAGES.filter((page) => isAllowed(company.rules, company.role, page.can)).map((page) => ({
    ...page,
    is_bookmarked: starred.has(page.slug),
  }));
}
