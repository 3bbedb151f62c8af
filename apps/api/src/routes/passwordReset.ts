import { rememberInput, resetInput } from '@retoma/api-client/schemas';
import { setTimeout as delay } from 'node:timers/promises';
import { Hono } from 'hono';
import type { AppEnv } from '../http/context';
import { notFound, validationError } from '../http/errors';
import { namedLocale } from '../http/language';
import { rateLimit } from '../http/rateLimit';
import { readInput } from '../http/validate';
import { findResetToken, requestPasswordReset, resetPassword } from '../services/passwordReset';

/** Same answer whether or not the e-mail has an account: the endpoint does not reveal who is a user. */
const REMEMBER_ANSWER = 'Se o e-mail estiver cadastrado, enviaremos as instruções de recuperação.';

/** How long a recovery request takes to answer at least, whether or not the e-mail has an account. */
export const REMEMBER_ANSWER_FLOOR_MS = 100;

/** Password recovery under the `master` identity (rate-limited: each call is a guess at an e-mail or a token). */
export function passwordResetRoutes() {
  const app = new Hono<AppEnv>();
  const guard = rateLimit({ name: 'password-reset', windowMs: 60_000, perAddress: 10 });
  const remembering = rateLimit({ name: 'remember', windowMs: 60_000, perAddress: 30, perAccount: { field: 'email', limit: 5 } });

  app.post('/remember', remembering, async (c) => {
    const input = await readInput(c, rememberInput);
    // A registered e-mail costs a token and a mail more than an unknown one: the answer waits for the same floor
    // either way, so its timing does not tell who has an account.
    await Promise.all([
      requestPasswordReset(c.var.deps, input.email, namedLocale(c.req.header('accept-language'))),
      delay(REMEMBER_ANSWER_FLOOR_MS),
    ]);
    return c.json({ message: REMEMBER_ANSWER });
  });

  app.get('/find/:token', guard, async (c) => {
    const email = await findResetToken(c.var.deps.db, c.req.param('token'));
    if (!email) throw notFound('Token não encontrado.');
    return c.json({ email });
  });

  app.post('/reset', guard, async (c) => {
    const input = await readInput(c, resetInput);
    const done = await resetPassword(c.var.deps.db, input);
    if (!done) throw validationError({ token: ['Token inválido ou expirado. Solicite a recuperação novamente.'] });
    return c.json({ message: 'Senha alterada com sucesso.' });
  });

  return app;
}
