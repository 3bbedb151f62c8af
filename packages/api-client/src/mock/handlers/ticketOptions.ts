import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import type { CatalogueItem, MensagemPadrao, StatusDeFinalizacao } from '../../types';
import { endpoint, IDENTITY_PREFIX, item, list, type EndpointStates, type HandlerOptions, type Resolver } from './core';

export interface NoContentMock extends EndpointStates {
  /** Answers 204 No Content, as the server does, after running `effect` (e.g. to drop the row from a story's data). */
  (effect?: Resolver<unknown>, options?: HandlerOptions): HttpHandler;
}

/** A real `DELETE` (the settings resources send the verb itself, not a spoofed POST) answering 204. */
function deleted(path: string): NoContentMock {
  const { method, error, forbidden, companyNotFound, loading } = endpoint<null>({ method: 'delete', path }, () => null);
  const make = (effect?: Resolver<unknown>, options: HandlerOptions = {}) =>
    http.delete(
      `${IDENTITY_PREFIX}/${path}`,
      async ({ request, params }) => {
        if (options.delayMs) await delay(options.delayMs);
        await effect?.({ request, params });
        return new HttpResponse(null, { status: 204 });
      },
      { once: options.once },
    );
  return Object.assign(make, { method, path, error, forbidden, companyNotFound, loading });
}

/** The five calls of a settings resource (`crudResource`): list, get, create, update (PUT) and delete. */
function crud<T>(route: string) {
  return {
    list: list<T>(route),
    get: item<T>('get', `${route}/:id`),
    create: item<T>('post', route),
    update: item<T>('put', `${route}/:id`),
    remove: deleted(`${route}/:id`),
  };
}

/** `mockHandlers.ticketOptions.*`, mirroring `client.settings.{origens, tiposDeDuvida, ...}`. */
export const ticketOptionHandlers = {
  origens: crud<CatalogueItem>('origems'),
  tiposDeDuvida: crud<CatalogueItem>('tipo_de_duvidas'),
  motivosDePerda: crud<CatalogueItem>('tipo_de_perdas'),
  statusDeFinalizacao: crud<StatusDeFinalizacao>('status_de_finalizacaos'),
  mensagensPadrao: crud<MensagemPadrao>('mensagem_padraos'),
};
