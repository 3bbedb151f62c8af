/**
 * `pnpm --filter @retoma/api events:send [--url http://127.0.0.1:3000 --company aurora --wait 90]`: posts a
 * realistic Hotmart sequence to a running server, so a person can watch a recovery happen. It logs in as the demo
 * administrator, reads the company's Hotmart account (its webhook address) and first active product from the API,
 * then posts, as Hotmart would (hottok header, webhook 2.0.0 bodies from platforms/hotmartSamples.ts):
 *   1. PURCHASE_OUT_OF_SHOPPING_CART for a new buyer: the lead appears and the product's cart campaign schedules
 *      its steps (the `agendados` tab lists them; with `recuperacao_config.atraso_demonstracao` on, each delay
 *      counts in seconds, so the first e-mail reaches the outbox within a minute);
 *   2. after `--wait` seconds, PURCHASE_APPROVED for the same buyer and product: what was still scheduled is
 *      cancelled and the sale is recorded as recovered, credited to the last step that reached the buyer.
 * `--only abandon` or `--only purchase --email <buyer>` posts one of them; `--cpf <11 digits>` gives the buyer that CPF.
 * `--sck <code>` makes the purchase come through a member's personal link (their tracking code: the sale is theirs),
 * `--transaction <code>` names the purchase, `--days-ago <n>` dates it n days back (its 7-day warranty then over), and
 * `--only refund --email <buyer> --transaction <code>` posts PURCHASE_REFUNDED for that purchase.
 * The account's token is the demo seed's.
 */
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { DEMO_CATALOGUES, DEMO_PASSWORD, DEMO_USERS } from '@retoma/api-client/fixtures';
import { abandonedCheckout, purchaseEvent } from '../platforms/hotmartSamples';

const { values: args } = parseArgs({
  // `pnpm … events:send -- --url …` hands the script the `--` too.
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    url: { type: 'string', default: process.env.RETOMA_PUBLIC_URL ?? 'http://127.0.0.1:3000' },
    company: { type: 'string', default: 'aurora' },
    wait: { type: 'string', default: '90' },
    only: { type: 'string' },
    email: { type: 'string' },
    cpf: { type: 'string' },
    sck: { type: 'string' },
    transaction: { type: 'string' },
    'days-ago': { type: 'string', default: '0' },
  },
});
const base = args.url.replace(/\/+$/, '');
const company = args.company;

async function api<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${base}${path}`, {
    ...init,
    headers: { accept: 'application/json', 'content-type': 'application/json', ...init.headers },
  });
  const body = (await response.json().catch(() => ({}))) as T & { message?: string };
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${body.message ?? ''}`);
  return body;
}

const admin = DEMO_USERS[0]!;
const { access_token: token } = await api<{ access_token: string }>('/api/master/login', {
  method: 'POST',
  body: JSON.stringify({ username: admin.email, password: DEMO_PASSWORD }),
});
const auth = { authorization: `Bearer ${token}` };
const contas = await api<{ data: { data: Array<{ id: number; nome: string; webhook_url: string; integracao: { descricao: string } }> } }>(
  `/api/${company}/contas?per_page=100`,
  { headers: auth },
);
const conta = contas.data.data.find((c) => c.integracao.descricao.toLowerCase() === 'hotmart');
if (!conta) throw new Error(`${company} has no Hotmart account`);
const seeded = DEMO_CATALOGUES[company]?.contas.find((c) => c.nome === conta.nome);
if (!seeded) throw new Error(`the account ${conta.nome} is not the demo seed's: its token is unknown to this script`);
const produto = DEMO_CATALOGUES[company]!.produtos.find((p) => seeded === DEMO_CATALOGUES[company]!.contas[p.conta] && (p.status ?? true))!;

const webhook = new URL(conta.webhook_url);
const post = async (body: { event: string }) => {
  const answer = await api<{ outcome: string }>(`${webhook.pathname}`, {
    method: 'POST',
    headers: { 'x-hotmart-hottok': seeded.token },
    body: JSON.stringify(body),
  });
  process.stdout.write(`${body.event} → ${answer.outcome}\n`);
};

const tag = randomUUID().slice(0, 6);
const buyer = {
  name: `Marina Teste ${tag}`,
  email: args.email ?? `marina.${tag}@example.com`,
  phone: `55119${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
  document: args.cpf ?? '52998224725',
};
const sample = {
  productId: produto.codProduto,
  productName: produto.nome,
  buyer,
  transaction: args.transaction ?? `HP${Date.now()}`,
  price: produto.preco,
  sck: args.sck,
};
const purchasedAt = Date.now() - Number(args['days-ago']) * 86_400_000;

if (args.only === 'refund') {
  await post(purchaseEvent('PURCHASE_REFUNDED', { ...sample, id: randomUUID(), at: Date.now() }));
  process.stdout.write(`Purchase ${sample.transaction} refunded: its credit and commissions taken back.\n`);
  process.exit(0);
}

if (args.only !== 'purchase') {
  await post(abandonedCheckout({ ...sample, id: randomUUID(), at: Date.now() }));
  process.stdout.write(
    `Lead ${buyer.email}: see ${base.replace(/\/api$/, '')}/${company}/ (the cart campaign's "agendados" tab, the outbox)\n`,
  );
}
if (args.only !== 'abandon') {
  if (args.only !== 'purchase') {
    process.stdout.write(`Waiting ${args.wait} s before the purchase...\n`);
    await new Promise((resolve) => setTimeout(resolve, Number(args.wait) * 1000));
  }
  await post(purchaseEvent('PURCHASE_APPROVED', { ...sample, id: randomUUID(), at: purchasedAt }));
  process.stdout.write(`Purchase approved for ${buyer.email}: pending steps cancelled, the recovered sale recorded.\n`);
}
