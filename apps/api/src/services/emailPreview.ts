import type { EmailPreview, EmailTestResult } from '@retoma/api-client';
import type { emailPreviewInput, emailTestInput } from '@retoma/api-client/schemas';
import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../db/client';
import { campanhaContatos, campanhas, leads, produtos, users } from '../db/schema';
import { renderEmailPreview } from '../engine/channels/email';
import { htmlToText } from '../engine/channels/plainText';
import { variablesFor, type MessageSubject } from '../engine/render';
import { notFound, validationError } from '../http/errors';
import type { Mailer } from '../mail/mailer';
import { CAMPANHA_MISSING } from './campaigns';
import { sanitizeEmailBody, type StepFamily } from './campaignSteps';

type PreviewData = z.output<typeof emailPreviewInput>;
type TestData = z.output<typeof emailTestInput>;

/** Who asks for the preview, in which company, through which step routes, and where leads reach the app. */
export interface PreviewRequest {
  db: Database;
  companyId: number;
  family: StepFamily;
  userId: number;
  appUrl: string;
}

/** Whose data fills the preview: a contact of the campaign, or a sample made of the person asking. */
interface Recipient {
  contatoId: number | null;
  subject: MessageSubject;
}

/** A test's subject says it is one, so nobody mistakes it for a real send in their inbox. */
export const TEST_SUBJECT_PREFIX = '[Teste] ';

const CONTACT_MISSING = 'Este contato não é desta campanha.';

/**
 * The contact the preview is drawn for: the one asked for (of this campaign only), else the campaign's newest, else
 * the person asking as a sample lead with the campaign's product. The campaign must be the company's and of the
 * route's kind (a boleto campaign through the cart's routes is a 404, as for its steps).
 */
async function recipientOf({ db, companyId, family, userId, appUrl }: PreviewRequest, data: PreviewData): Promise<Recipient> {
  const [campanha] = await db
    .select({ id: campanhas.id, produto: { id: produtos.id, nome: produtos.nome } })
    .from(campanhas)
    .innerJoin(produtos, eq(produtos.id, campanhas.produtoId))
    .where(and(eq(campanhas.companyId, companyId), eq(campanhas.tipo, family.kind), eq(campanhas.id, data.campanha_id)));
  if (!campanha) throw notFound(CAMPANHA_MISSING);

  const [contato] = await db
    .select({
      id: campanhaContatos.id,
      lead: { nome: leads.nome, email: leads.email, ddi: leads.ddi, ddd: leads.ddd, telefone: leads.telefone },
    })
    .from(campanhaContatos)
    .innerJoin(leads, eq(leads.id, campanhaContatos.leadId))
    .where(
      and(
        eq(campanhaContatos.companyId, companyId),
        eq(campanhaContatos.campanhaId, campanha.id),
        data.contato_id === undefined ? undefined : eq(campanhaContatos.id, data.contato_id),
      ),
    )
    .orderBy(desc(campanhaContatos.entrouEm), desc(campanhaContatos.id))
    .limit(1);
  if (contato) return { contatoId: contato.id, subject: { companyId, lead: contato.lead, produto: campanha.produto, appUrl } };
  if (data.contato_id !== undefined) throw validationError({ contato_id: [CONTACT_MISSING] });

  const [viewer] = await db.select({ nome: users.name, email: users.email }).from(users).where(eq(users.id, userId));
  const lead = { nome: viewer?.nome ?? '', email: viewer?.email ?? '', ddi: '55', ddd: '', telefone: '' };
  return { contatoId: null, subject: { companyId, lead, produto: campanha.produto, appUrl } };
}

/**
 * The e-mail of the form (not yet saved: sanitised here as a save would) drawn as `recipient` would receive it, with
 * no tracking, and its plain-text alternative.
 */
async function draw(db: Database, data: PreviewData, recipient: Recipient) {
  const step = { assunto: data.assunto, corpo: sanitizeEmailBody(data.corpo) };
  const whatsapp = { ddi: data.ddi ?? null, telefone: data.telefone ?? null, mensagem: data.whatsapp };
  const values = await variablesFor(db, { ...recipient.subject, whatsapp }, step.assunto, step.corpo);
  const email = renderEmailPreview(step, values);
  return { ...email, texto: htmlToText(email.html) };
}

export async function previewEmail(request: PreviewRequest, data: PreviewData): Promise<EmailPreview> {
  const recipient = await recipientOf(request, data);
  const email = await draw(request.db, data, recipient);
  const { nome, email: address } = recipient.subject.lead;
  return { assunto: email.subject, html: email.html, texto: email.texto, contato_id: recipient.contatoId, lead: { nome, email: address } };
}

/**
 * The preview sent to the person asking, through the mailer (the outbox; the mail server delivers it when one is
 * configured), its subject marked as a test. Nothing of the campaign changes: no send, no event, no usage counted.
 */
export async function sendTestEmail(request: PreviewRequest, mailer: Mailer, data: TestData): Promise<EmailTestResult> {
  const { db, companyId, userId } = request;
  const recipient = await recipientOf(request, data);
  const email = await draw(db, data, recipient);
  const [viewer] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!viewer) throw notFound();
  await mailer.send(db, {
    companyId,
    kind: 'campanha_email_teste',
    to: viewer.email,
    subject: `${TEST_SUBJECT_PREFIX}${email.subject}`,
    body: email.html,
    ...(data.titulo && { fromName: data.titulo }),
    ...(data.responder && { replyTo: data.responder }),
  });
  return { para: viewer.email };
}
