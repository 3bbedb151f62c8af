import { PRE_COMISSAO_METODOS, type EndpointKey } from '@retoma/api-client';
import {
  anexoInput,
  aprovarInput,
  comissaoListQuery,
  comprovacaoInput,
  gerarOrdensInput,
  minhasComissoesQuery,
  minhasPreComissoesQuery,
  ordemFilterQuery,
  ordemIdsInput,
  ordemIdsQuery,
  ordemListQuery,
  pessoasAOrdenarQuery,
  preComissaoFilterQuery,
  preComissaoIdsInput,
  preComissaoListQuery,
  resumoQuery,
  transacaoCandidataQuery,
} from '@retoma/api-client/schemas';
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../http/context';
import { endpoints } from '../http/endpoints';
import { pathId, readInput, readQuery } from '../http/validate';
import { diagnose } from '../services/commissions/diagnosis';
import { ordersCsv, ordersPdf } from '../services/commissions/documents';
import { getPessoaAOrdenar, listComissoes, listMinhasComissoes, listPessoasAOrdenar, resumoMinhas } from '../services/commissions/list';
import { actOnList, actOnOne } from '../services/commissions/methods';
import { countOrdens, generateOrders, getOrdem, listOrdens, setPaid } from '../services/commissions/orders';
import {
  candidateTransactions,
  countPreComissoes,
  getPreComissao,
  listMinhasPreComissoes,
  listPreComissoes,
} from '../services/commissions/preCommissions';
import { addAttachment, removeAttachment, saveProof } from '../services/commissions/proof';

/**
 * Commissions: the claims a manager approves (methods `aprovar`, `reprovar`, `restaurar` on one id or a list, POST
 * since they change state), their diagnosis, every commission, the people to order, the payment orders, and the
 * agent's own view with the proof of their claims. Static paths are registered before the `:id` ones beside them.
 */
export function commissionRoutes() {
  const app = new Hono<AppEnv>();
  const endpoint = endpoints(app);
  const db = (c: Context<AppEnv>) => c.var.deps.db;

  endpoint('GET /pre_comissaos', async (c) =>
    c.json({ data: await listPreComissoes(db(c), c.var.company.id, readQuery(c, preComissaoListQuery)) }),
  );
  endpoint('GET /pre_comissaos/contagem', async (c) =>
    c.json({ data: await countPreComissoes(db(c), c.var.company.id, readQuery(c, preComissaoFilterQuery)) }),
  );
  endpoint('GET /pre_comissaos/minhas', async (c) =>
    c.json({ data: await listMinhasPreComissoes(db(c), c.var.company.id, c.var.userId, readQuery(c, minhasPreComissoesQuery)) }),
  );
  endpoint('GET /pre_comissaos/minhas/:id', async (c) =>
    c.json({ data: await getPreComissao(db(c), c.var.company.id, pathId(c), c.var.userId) }),
  );
  endpoint('GET /pre_comissaos/:id', async (c) => c.json({ data: await getPreComissao(db(c), c.var.company.id, pathId(c)) }));
  endpoint('GET /pre_comissaos/:id/transacoes', async (c) => {
    const { search } = readQuery(c, transacaoCandidataQuery);
    return c.json({ data: await candidateTransactions(db(c), c.var.company.id, pathId(c), search) });
  });
  endpoint('POST /pre_comissao_diagnosticos', async (c) => {
    const { ids } = await readInput(c, preComissaoIdsInput);
    return c.json({ data: await diagnose(db(c), c.var.company.id, ids) });
  });

  for (const method of PRE_COMISSAO_METODOS) {
    endpoint(`POST /pre_comissaos/${method}` as EndpointKey, async (c) => {
      const { ids } = await readInput(c, preComissaoIdsInput);
      return c.json({ data: await actOnList(db(c), c.var.company.id, c.var.userId, method, ids) });
    });
    endpoint(`POST /pre_comissaos/${method}/:id` as EndpointKey, async (c) => {
      const id = pathId(c);
      const transacoes = method === 'aprovar' ? (await readInput(c, aprovarInput)).transacoes : [];
      await actOnOne(db(c), c.var.company.id, c.var.userId, method, id, transacoes);
      return c.json({ data: await getPreComissao(db(c), c.var.company.id, id) });
    });
  }

  endpoint('POST /pre_comissaos/:id/comprovacao', async (c) => {
    const input = await readInput(c, comprovacaoInput);
    return c.json({ data: await saveProof(db(c), c.var.company.id, c.var.userId, pathId(c), input) });
  });
  endpoint('POST /pre_comissaos/:id/anexos', async (c) => {
    const { imagem } = await readInput(c, anexoInput);
    return c.json({ data: await addAttachment(db(c), c.var.company.id, c.var.userId, pathId(c), imagem!) });
  });
  endpoint('DELETE /pre_comissaos/:id/anexos/:anexo', async (c) =>
    c.json({ data: await removeAttachment(db(c), c.var.company.id, c.var.userId, pathId(c), pathId(c, 'anexo')) }),
  );

  endpoint('GET /comissaos', async (c) => c.json({ data: await listComissoes(db(c), c.var.company, readQuery(c, comissaoListQuery)) }));
  endpoint('GET /comissaos/minhas', async (c) =>
    c.json({ data: await listMinhasComissoes(db(c), c.var.company, c.var.userId, readQuery(c, minhasComissoesQuery)) }),
  );
  endpoint('GET /comissaos/minhas/resumo', async (c) =>
    c.json({ data: await resumoMinhas(db(c), c.var.company, c.var.userId, readQuery(c, resumoQuery).meses) }),
  );
  endpoint('GET /comissaos/a-ordenar', async (c) =>
    c.json({ data: await listPessoasAOrdenar(db(c), c.var.company.id, readQuery(c, pessoasAOrdenarQuery)) }),
  );
  endpoint('GET /comissaos/a-ordenar/:id', async (c) => c.json({ data: await getPessoaAOrdenar(db(c), c.var.company.id, pathId(c)) }));
  endpoint('POST /comissaos/gerarordens', async (c) => {
    const { ids } = await readInput(c, gerarOrdensInput);
    return c.json({ data: await generateOrders(db(c), c.var.company.id, c.var.userId, ids) });
  });

  endpoint('GET /ordems', async (c) => c.json({ data: await listOrdens(db(c), c.var.company, readQuery(c, ordemListQuery)) }));
  endpoint('GET /ordems/contagem', async (c) => c.json({ data: await countOrdens(db(c), c.var.company, readQuery(c, ordemFilterQuery)) }));
  /** The chosen orders of the company, in full, in the order named; one of another company is a 404. */
  const ordersOf = async (c: Context<AppEnv>) => {
    const { ids } = readQuery(c, ordemIdsQuery);
    return Promise.all(ids.map((id) => getOrdem(db(c), c.var.company.id, id)));
  };
  endpoint('GET /ordems/imprimir', async (c) => {
    const pdf = await ordersPdf(db(c), c.var.company.id, await ordersOf(c), c.var.company.timeZone);
    return c.body(new Uint8Array(pdf), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': 'inline; filename="ordens-de-pagamento.pdf"',
      'Cache-Control': 'no-store',
    });
  });
  endpoint('GET /ordems/exportar', async (c) => {
    const csv = ordersCsv(await ordersOf(c), c.var.company.timeZone);
    return c.body(csv, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': 'attachment; filename="ordens-de-pagamento.csv"',
      'Cache-Control': 'no-store',
    });
  });
  endpoint('GET /ordems/:id', async (c) => c.json({ data: await getOrdem(db(c), c.var.company.id, pathId(c)) }));
  endpoint('POST /ordems/setpago', async (c) => {
    const { ids } = await readInput(c, ordemIdsInput);
    return c.json({ data: await setPaid(db(c), c.var.company.id, c.var.userId, ids, true) });
  });
  endpoint('POST /ordems/unsetpago', async (c) => {
    const { ids } = await readInput(c, ordemIdsInput);
    return c.json({ data: await setPaid(db(c), c.var.company.id, c.var.userId, ids, false) });
  });

  return app;
}
