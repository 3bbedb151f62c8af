import type { HttpClient } from '../client';
import type { CompanyInput } from '../schemas/company';
import type { ConquistaInput } from '../schemas/conquistas';
import type {
  CatalogueInput,
  ContaInput,
  ContaUpdateInput,
  LinkInput,
  MensagemPadraoInput,
  ProdutoInput,
  StatusFinalizacaoInput,
} from '../schemas/settings';
import type {
  BrindeOption,
  CatalogueItem,
  CompanyData,
  Conquista,
  ConquistaLimite,
  Conta,
  DataEnvelope,
  Integracao,
  Link,
  ListParams,
  ListResponse,
  MensagemPadrao,
  MyPlan,
  Paginator,
  Produto,
  ProdutoOption,
  Responsaveis,
  StatusDeFinalizacao,
  UsuarioOption,
} from '../types';
import { defineResource, responseSchemas } from './define';

/** The five calls of a company resource: list (paginated), show, create, update, delete. */
export function crudResource<T, CreateInput, UpdateInput = CreateInput>(http: HttpClient, route: string) {
  return {
    list: async (params?: ListParams, signal?: AbortSignal): Promise<Paginator<T>> =>
      (await http.request<ListResponse<T>>(route, { query: params, signal })).data,
    get: async (id: number, signal?: AbortSignal): Promise<T> => (await http.request<DataEnvelope<T>>(`${route}/${id}`, { signal })).data,
    create: async (input: CreateInput, signal?: AbortSignal): Promise<T> =>
      (await http.request<DataEnvelope<T>>(route, { method: 'POST', body: input, signal })).data,
    update: async (id: number, input: UpdateInput, signal?: AbortSignal): Promise<T> =>
      (await http.request<DataEnvelope<T>>(`${route}/${id}`, { method: 'PUT', body: input, signal })).data,
    remove: async (id: number, signal?: AbortSignal): Promise<void> => {
      await http.request<null>(`${route}/${id}`, { method: 'DELETE', signal });
    },
  };
}

/**
 * Settings and catalogue endpoints of the current company. Reads of the ticket catalogues (origins, doubt types,
 * loss reasons, finalisation statuses, default messages) and of links are `public`: agents need them while
 * attending tickets and on "Meus links"; writing them is a settings permission.
 */
export const settingsResource = defineResource({
  endpoints: {
    // Company data and plan
    'GET /my_company': 'configuracao_empresa',
    'PUT /my_company': 'configuracao_empresa_editar',
    'GET /my_plan': 'configuracao_empresa',
    // Achievements. The spec names no `_deletar` for them: the predecessor deletes from the edit form, so deleting
    // is editing (like roles).
    'GET /conquistas': 'configuracao_conquista',
    'GET /conquistas/limite': 'configuracao_conquista',
    'GET /conquistas/:id': 'configuracao_conquista',
    'POST /conquistas': 'configuracao_conquista_incluir',
    'PUT /conquistas/:id': 'configuracao_conquista_editar',
    'DELETE /conquistas/:id': 'configuracao_conquista_editar',
    // Sales-platform accounts
    'GET /integracoes': 'configuracao_conta',
    'GET /contas': 'configuracao_conta',
    'GET /contas/:id': 'configuracao_conta',
    'POST /contas': 'configuracao_conta_incluir',
    'PUT /contas/:id': 'configuracao_conta_editar',
    'DELETE /contas/:id': 'configuracao_conta_deletar',
    // Products and their links
    'GET /produtos': 'configuracao_produto',
    'GET /produtos/:id': 'configuracao_produto',
    'POST /produtos': 'configuracao_produto_incluir',
    'PUT /produtos/:id': 'configuracao_produto_editar',
    'DELETE /produtos/:id': 'configuracao_produto_deletar',
    'GET /links': 'public',
    'GET /links/:id': 'public',
    'POST /links': 'configuracao_link_incluir',
    'PUT /links/:id': 'configuracao_link_editar',
    'DELETE /links/:id': 'configuracao_link_deletar',
    // Ticket options
    'GET /origems': 'public',
    'GET /origems/:id': 'public',
    'POST /origems': 'configuracao_origem_incluir',
    'PUT /origems/:id': 'configuracao_origem_editar',
    'DELETE /origems/:id': 'configuracao_origem_deletar',
    'GET /tipo_de_duvidas': 'public',
    'GET /tipo_de_duvidas/:id': 'public',
    'POST /tipo_de_duvidas': 'configuracao_tipoduvida_incluir',
    'PUT /tipo_de_duvidas/:id': 'configuracao_tipoduvida_editar',
    'DELETE /tipo_de_duvidas/:id': 'configuracao_tipoduvida_deletar',
    'GET /tipo_de_perdas': 'public',
    'GET /tipo_de_perdas/:id': 'public',
    'POST /tipo_de_perdas': 'configuracao_perda_incluir',
    'PUT /tipo_de_perdas/:id': 'configuracao_perda_editar',
    'DELETE /tipo_de_perdas/:id': 'configuracao_perda_deletar',
    'GET /status_de_finalizacaos': 'public',
    'GET /status_de_finalizacaos/:id': 'public',
    'POST /status_de_finalizacaos': 'configuracao_status_incluir',
    'PUT /status_de_finalizacaos/:id': 'configuracao_status_editar',
    'DELETE /status_de_finalizacaos/:id': 'configuracao_status_deletar',
    'GET /mensagem_padraos': 'public',
    'GET /mensagem_padraos/:id': 'public',
    'POST /mensagem_padraos': 'configuracao_mensagem_incluir',
    'PUT /mensagem_padraos/:id': 'configuracao_mensagem_editar',
    'DELETE /mensagem_padraos/:id': 'configuracao_mensagem_deletar',
    // Option lists for selects
    'GET /selects/responsaveis': 'public',
    'GET /selects/usuarios': 'public',
    'GET /selects/produtos': 'public',
    // The gifts an agent may grant when finishing a won sale
    'GET /selects/brindes': 'ticket_atender',
  },
  responses: async () => {
    const {
      dataOf,
      arrayOf,
      crudOf,
      brindeOptionSchema,
      catalogueItemSchema,
      companyDataSchema,
      conquistaSchema,
      conquistaLimiteSchema,
      contaSchema,
      integracaoSchema,
      linkSchema,
      mensagemPadraoSchema,
      myPlanSchema,
      produtoOptionSchema,
      produtoSchema,
      responsaveisSchema,
      statusDeFinalizacaoSchema,
      usuarioOptionSchema,
    } = await responseSchemas();
    return {
      myCompany: dataOf(companyDataSchema),
      updateMyCompany: dataOf(companyDataSchema),
      myPlan: dataOf(myPlanSchema),
      integracoes: arrayOf(integracaoSchema),
      contas: crudOf(contaSchema),
      produtos: crudOf(produtoSchema),
      links: crudOf(linkSchema),
      origens: crudOf(catalogueItemSchema),
      tiposDeDuvida: crudOf(catalogueItemSchema),
      motivosDePerda: crudOf(catalogueItemSchema),
      statusDeFinalizacao: crudOf(statusDeFinalizacaoSchema),
      mensagensPadrao: crudOf(mensagemPadraoSchema),
      conquistas: crudOf(conquistaSchema),
      conquistaLimite: dataOf(conquistaLimiteSchema),
      selects: {
        responsaveis: dataOf(responsaveisSchema),
        usuarios: arrayOf(usuarioOptionSchema),
        produtos: arrayOf(produtoOptionSchema),
        brindes: arrayOf(brindeOptionSchema),
      },
    };
  },
  create(http: HttpClient) {
    const data = async <T>(path: string, signal?: AbortSignal) => (await http.request<DataEnvelope<T>>(path, { signal })).data;
    return {
      myCompany: (signal?: AbortSignal) => data<CompanyData>('my_company', signal),
      updateMyCompany: async (input: CompanyInput, signal?: AbortSignal) =>
        (await http.request<DataEnvelope<CompanyData>>('my_company', { method: 'PUT', body: input, signal })).data,
      myPlan: (signal?: AbortSignal) => data<MyPlan>('my_plan', signal),
      integracoes: (signal?: AbortSignal) => data<Integracao[]>('integracoes', signal),
      /** Tokens are write-only: responses carry `has_token*` flags; on update, a token left out keeps its value. */
      contas: crudResource<Conta, ContaInput, ContaUpdateInput>(http, 'contas'),
      produtos: crudResource<Produto, ProdutoInput>(http, 'produtos'),
      /** `list({ produto: id, status: 1 })` for one product's active links. */
      links: crudResource<Link, LinkInput>(http, 'links'),
      origens: crudResource<CatalogueItem, CatalogueInput>(http, 'origems'),
      tiposDeDuvida: crudResource<CatalogueItem, CatalogueInput>(http, 'tipo_de_duvidas'),
      motivosDePerda: crudResource<CatalogueItem, CatalogueInput>(http, 'tipo_de_perdas'),
      statusDeFinalizacao: crudResource<StatusDeFinalizacao, StatusFinalizacaoInput>(http, 'status_de_finalizacaos'),
      mensagensPadrao: crudResource<MensagemPadrao, MensagemPadraoInput>(http, 'mensagem_padraos'),
      /** `list({ global: 1 })` for the global ones; `imagem` is sent as a `data:` URL, left out to keep the badge. */
      conquistas: crudResource<Conquista, ConquistaInput>(http, 'conquistas'),
      /** How many achievements the plan allows active, and how many are. */
      conquistaLimite: (signal?: AbortSignal) => data<ConquistaLimite>('conquistas/limite', signal),
      selects: {
        responsaveis: (signal?: AbortSignal) => data<Responsaveis>('selects/responsaveis', signal),
        usuarios: (signal?: AbortSignal) => data<UsuarioOption[]>('selects/usuarios', signal),
        produtos: (signal?: AbortSignal) => data<ProdutoOption[]>('selects/produtos', signal),
        brindes: (signal?: AbortSignal) => data<BrindeOption[]>('selects/brindes', signal),
      },
    };
  },
});
