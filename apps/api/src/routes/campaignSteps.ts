import { CANAIS, SEQUENCE_KINDS, type EndpointKey } from '@retoma/api-client';
import {
  emailPreviewInput,
  emailStepInput,
  emailTestInput,
  emailStepUpdateInput,
  reorderInput,
  smsStepInput,
  smsStepUpdateInput,
  stepListQuery,
} from '@retoma/api-client/schemas';
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../http/context';
import { endpoints } from '../http/endpoints';
import { pathId, readInput, readQuery } from '../http/validate';
import { createStep, getStep, listSteps, removeStep, reorderSteps, updateStep, type StepFamily } from '../services/campaignSteps';
import { previewEmail, sendTestEmail, type PreviewRequest } from '../services/emailPreview';

/** A preview's request: the company, the route family, the person asking and the app's public address. */
const previewRequest = (c: Context<AppEnv>, family: StepFamily): PreviewRequest => ({
  db: c.var.deps.db,
  companyId: c.var.company.id,
  family,
  userId: c.var.userId,
  appUrl: c.var.deps.config.publicUrl,
});

/**
 * The e-mail and SMS steps of cart and boleto campaigns, four route families (`/campanha_carrinho_emails`,
 * `/campanha_boleto_sms`, ...), each with its reorder (`…_posicao`), and for e-mails a preview (`…_previa`) and a
 * test sent to oneself (`…_teste`). A family serves its own kind's campaigns only.
 */
export function campaignStepRoutes() {
  const app = new Hono<AppEnv>();
  const endpoint = endpoints(app);
  for (const kind of SEQUENCE_KINDS) {
    for (const canal of CANAIS) {
      const family: StepFamily = { kind, canal };
      const path = `/campanha_${kind}_${canal === 'email' ? 'emails' : 'sms'}`;
      const key = (method: string, suffix = '') => `${method} ${path}${suffix}` as EndpointKey;
      const create = canal === 'email' ? emailStepInput : smsStepInput;
      const update = canal === 'email' ? emailStepUpdateInput : smsStepUpdateInput;
      endpoint(key('GET'), async (c) => {
        const { campanha_id } = readQuery(c, stepListQuery);
        return c.json({ data: await listSteps(c.var.deps.db, c.var.company.id, family, campanha_id) });
      });
      endpoint(key('GET', '/:id'), async (c) => c.json({ data: await getStep(c.var.deps.db, c.var.company.id, family, pathId(c)) }));
      endpoint(key('POST'), async (c) => {
        const input = await readInput(c, create);
        return c.json({ data: await createStep(c.var.deps.db, c.var.company.id, family, input) }, 201);
      });
      endpoint(key('PUT', '/:id'), async (c) => {
        const id = pathId(c);
        const input = await readInput(c, update);
        return c.json({ data: await updateStep(c.var.deps.db, c.var.company.id, family, id, input) });
      });
      endpoint(key('DELETE', '/:id'), async (c) => {
        await removeStep(c.var.deps.db, c.var.company.id, family, pathId(c));
        return c.body(null, 204);
      });
      endpoint(`POST ${path}_posicao` as EndpointKey, async (c) => {
        const input = await readInput(c, reorderInput);
        return c.json({ data: await reorderSteps(c.var.deps.db, c.var.company.id, family, input) });
      });
      if (canal === 'email') {
        endpoint(`POST ${path}_previa` as EndpointKey, async (c) => {
          const input = await readInput(c, emailPreviewInput);
          return c.json({ data: await previewEmail(previewRequest(c, family), input) });
        });
        endpoint(`POST ${path}_teste` as EndpointKey, async (c) => {
          const input = await readInput(c, emailTestInput);
          return c.json({ data: await sendTestEmail(previewRequest(c, family), c.var.deps.mailer, input) });
        });
      }
    }
  }
  return app;
}
