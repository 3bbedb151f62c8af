import type { OrdemDetalhe } from '@retoma/api-client';
import { eq } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import type { Database } from '../../db/client';
import { companyLogos } from '../../db/schema';
import { dayIn } from '../timeZone';
import { toCents } from './money';

// The payment orders as the finance team takes them: a CSV of every item, and a printable PDF per order.

const NATUREZA = { atendimento: 'Atendimento', insercao: 'Inserção', estorno: 'Estorno' } as const;

/** An amount in cents as `1234,56` (what a Brazilian spreadsheet reads as a number), built from the integer. */
export function decimalText(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

/** `R$ 1.234,56`, for the PDF (the server has no app formatter: this one is exact on the cents). */
export function brl(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const reais = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${sign}R$ ${reais},${String(abs % 100).padStart(2, '0')}`;
}

/** A CSV cell: quoted, inner quotes doubled, and a leading formula character neutralised (no spreadsheet injection). */
const cell = (value: string | number | null) => {
  const text = value === null ? '' : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) && !/^-\d/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
};

/**
 * `GET /ordems/exportar`: one line per commission of the chosen orders, `;`-separated with decimal commas (how a
 * spreadsheet in Brazil opens it), with a UTF-8 mark so accents survive; the last line is the total.
 */
export function ordersCsv(orders: OrdemDetalhe[], zone: string): string {
  const header = ['ordem', 'pessoa', 'criada_em', 'paga_em', 'comissao', 'lead', 'produto', 'natureza', 'valor', 'bonus', 'estorno'];
  const lines = [header.map(cell).join(';')];
  let total = 0;
  for (const order of orders)
    for (const item of order.itens) {
      total += toCents(item.valor);
      lines.push(
        [
          order.id,
          order.user.name,
          dayIn(new Date(order.created_at), zone),
          order.paga_em ? dayIn(new Date(order.paga_em), zone) : '',
          item.id,
          item.lead.nome,
          item.produto.nome,
          NATUREZA[item.natureza],
          decimalText(toCents(item.valor)),
          decimalText(toCents(item.bonus)),
          item.motivo_estorno ?? '',
        ]
          .map(cell)
          .join(';'),
      );
    }
  lines.push(['total', '', '', '', '', '', '', '', decimalText(total), '', ''].map(cell).join(';'));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

const dayText = (iso: string, zone: string) => dayIn(new Date(iso), zone).split('-').reverse().join('/');

/** The company's uploaded logo when it is an image PDFKit embeds (PNG or JPEG). */
async function logoOf(db: Database, companyId: number): Promise<Buffer | null> {
  const [row] = await db
    .select({ mime: companyLogos.mime, content: companyLogos.content })
    .from(companyLogos)
    .where(eq(companyLogos.companyId, companyId));
  return row && (row.mime === 'image/png' || row.mime === 'image/jpeg') ? Buffer.from(row.content, 'base64') : null;
}

/**
 * `GET /ordems/imprimir`: one page (or more) per order — the company's logo and description, the order's number,
 * date, state and person, its items grouped by product and side (quantity, average, sum), the total and the
 * company's notes. Helvetica's WinAnsi encoding carries Portuguese accents.
 */
export async function ordersPdf(db: Database, companyId: number, orders: OrdemDetalhe[], zone: string): Promise<Buffer> {
  const logo = await logoOf(db, companyId);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 48,
    info: { Title: `Ordens de pagamento ${orders.map((order) => order.id).join(', ')}` },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  orders.forEach((order, index) => {
    if (index > 0) doc.addPage();
    if (logo) doc.image(logo, { fit: [120, 48] }).moveDown(0.5);
    doc.font('Helvetica-Bold').fontSize(16).text(order.empresa.nome);
    if (order.empresa.descricao) doc.font('Helvetica').fontSize(10).text(order.empresa.descricao);
    doc.moveDown();
    doc.font('Helvetica-Bold').fontSize(13).text(`Ordem de pagamento nº ${order.id}`);
    doc.font('Helvetica').fontSize(10);
    doc.text(
      `Data: ${dayText(order.created_at, zone)}    Situação: ${order.paga_em ? `paga em ${dayText(order.paga_em, zone)}` : 'pendente'}`,
    );
    doc.text(`Pessoa: ${order.user.name}`);
    doc.moveDown();
    const columns = [48, 300, 370, 460];
    const row = (cells: string[], bold = false) => {
      const y = doc.y;
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
      cells.forEach((text, i) =>
        doc.text(text, columns[i]!, y, { width: (columns[i + 1] ?? 547) - columns[i]! - 8, align: i === 0 ? 'left' : 'right' }),
      );
      doc.moveDown(0.4);
    };
    row(['Item', 'Quantidade', 'Ticket médio', 'Comissão'], true);
    for (const group of order.grupos) {
      const cents = toCents(group.valor);
      row([
        `${group.produto.nome} — Motivo: ${NATUREZA[group.natureza]}`,
        String(group.quantidade),
        brl(Math.round(cents / group.quantidade)),
        brl(cents),
      ]);
    }
    doc.moveDown(0.5);
    row(['Valor total', '', '', brl(toCents(order.total))], true);
    if (order.empresa.rodape) {
      doc.moveDown();
      doc.font('Helvetica').fontSize(9).text(`Notas: ${order.empresa.rodape}`, 48, doc.y, { width: 499 });
    }
  });
  doc.end();
  return done;
}
