import { recoveryRulesInput } from '@retoma/api-client/schemas';
import { Hono } from 'hono';
import type { AppEnv } from '../http/context';
import { endpoints } from '../http/endpoints';
import { readInput } from '../http/validate';
import { getRecoveryRules, saveRecoveryRules } from '../services/recoveryRules';

/** `/recuperacao_config`: the company's sending rules (messages per lead per day, quiet hours, credit window, demo). */
export function recoveryRulesRoutes() {
  const app = new Hono<AppEnv>();
  const endpoint = endpoints(app);
  endpoint('GET /recuperacao_config', async (c) => c.json({ data: await getRecoveryRules(c.var.deps.db, c.var.company.id) }));
  endpoint('PUT /recuperacao_config', async (c) => {
    const input = await readInput(c, recoveryRulesInput);
    return c.json({ data: await saveRecoveryRules(c.var.deps.db, c.var.company.id, input) });
  });
  return app;
}
