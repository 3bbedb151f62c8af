import type { HttpClient } from '../client';
import type { ConquistaInput } from '../schemas/conquistas';
import type {
  CatalogueInput,
  CompanyInput,
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

/** Settings and catalogue endpoints of the current company. */
export function settingsResource(http: HttpClient) {
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
    selects: {
      responsaveis: (signal?: AbortSignal) => data<Responsaveis>('selects/responsaveis', signal),
      usuarios: (signal?: AbortSignal) => data<UsuarioOption[]>('selects/usuarios', signal),
      produtos: (signal?: AbortSignal) => data<ProdutoOption[]>('selects/produtos', signal),
      brindes: (signal?: AbortSignal) => data<BrindeOption[]>('selects/brindes', signal),
    },
  };
}
