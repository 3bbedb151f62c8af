import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Database } from './client';
import { campanhaContatoRespostas, campanhaContatos, campanhas, leads, memberships, produtos } from './schema';

const MINUTE = 60_000;

/**
 * The demo WhatsApp campaign's answered contacts: each contact that has left it (the older ones) got the campaign's
 * message from an agent of the company some minutes after entering, so the answered and pending tabs and the
 * campaign's numbers show real-looking data on a fresh start.
 */
export async function seedWhatsappAnswers(tx: Database, companyId: number, campanhaId: number): Promise<void> {
  const [agent] = await tx
    .select({ id: memberships.userId })
    .from(memberships)
    .where(eq(memberships.companyId, companyId))
    .orderBy(asc(memberships.userId))
    .limit(1);
  const [campanha] = await tx
    .select({ config: campanhas.config, produto: produtos.nome })
    .from(campanhas)
    .innerJoin(produtos, eq(produtos.id, campanhas.produtoId))
    .where(eq(campanhas.id, campanhaId));
  const template = typeof campanha?.config.mensagem === 'string' ? campanha.config.mensagem : '';
  if (!campanha || !template) return;
  const answered = await tx
    .select({ id: campanhaContatos.id, nome: leads.nome, entrouEm: campanhaContatos.entrouEm })
    .from(campanhaContatos)
    .innerJoin(leads, eq(leads.id, campanhaContatos.leadId))
    .where(and(eq(campanhaContatos.campanhaId, campanhaId), isNotNull(campanhaContatos.saiuEm)))
    .orderBy(asc(campanhaContatos.id));
  if (answered.length === 0) return;
  await tx.insert(campanhaContatoRespostas).values(
    answered.map((contato, index) => ({
      companyId,
      contatoId: contato.id,
      usuarioId: agent?.id ?? null,
      mensagem: template.replaceAll('[NOME_LEAD]', contato.nome.split(' ')[0]!).replaceAll('[NOME_PRODUTO]', campanha.produto),
      enviadaEm: new Date(contato.entrouEm.getTime() + (15 + index * 7) * MINUTE),
    })),
  );
}
