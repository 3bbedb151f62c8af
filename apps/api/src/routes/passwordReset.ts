import { rememberInput, resetInput } from '@retoma/api-client/schemas';
import { Hono } from 'hono';
import type { AppEnv } from '../http/context';
import { notFound, validationError } from '../http/errors';
import { rateLimit } from '../http/rateLimit';
import { readInput } from '../http/validate';
import { findResetToken, requestPasswordReset, resetPassword } from '../services/passwordReset';

/** Same answer whether or not the e-mail has an account: the endpoint does not reveal who is a user. */
const REMEMBER_ANSWER = 'Se o e-mail estiver cadastrado, enviaremos as instruções de recuperação.';

/** Password recovery under the `master` identity (rate-limited: each call is a guess at an e-mail or a token). */
export function passwordResetRoutes() {
  const app = new Hono<AppEnv>();
  const guard = rateLimit({ limit: 10, windowMs: 60_000 });

  app.post('/remember', guard, async (c) => {
    const input = await readInput(c, rememberInput);
    await requestPasswordReset(c.var.deps, input.email);
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
