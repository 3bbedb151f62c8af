import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import type { AddressLookup } from '../../types';
import { json, type HandlerOptions, type Resolver } from './core';

/** BrasilAPI's CEP v2 path under any host: the default service and a configured `cepServiceUrl` alike. */
const CEP_PATH = '*/cep/v2/:cep';

/** BrasilAPI's own error body (the client must not depend on more than its status). */
const serviceError = (message: string) => ({ name: 'CepPromiseError', message, type: 'service_error', errors: [] });

/** The lookup as the service answers it (its English field names; the client maps them). */
function serviceAnswer(address: AddressLookup) {
  return {
    cep: address.cep,
    state: address.estado,
    city: address.cidade,
    neighborhood: address.bairro,
    street: address.endereco,
    service: 'open-cep',
  };
}

function cepRoute(respond: Resolver<Response>, options: HandlerOptions = {}): HttpHandler {
  return http.get(
    CEP_PATH,
    async ({ request, params }) => {
      if (options.delayMs) await delay(options.delayMs);
      return respond({ request, params });
    },
    { once: options.once },
  );
}

export interface CepLookupMock {
  /** Finds `input` (or what the resolver computes, e.g. from `params.cep`). */
  (input: AddressLookup | Resolver<AddressLookup>, options?: HandlerOptions): HttpHandler;
  /** Finds `input` after `delayMs` (default 1.5 s): the "Buscando..." state. */
  slow(input: AddressLookup, delayMs?: number): HttpHandler;
  /** The service knows no such CEP (404). */
  notFound(): HttpHandler;
  /** The service fails (default 500). */
  error(status?: number): HttpHandler;
  /** No answer at all: offline, or the service blocked by the network. */
  networkError(): HttpHandler;
  /** Never answers: the lookup stays in progress. */
  loading(): HttpHandler;
}

function lookupCep(): CepLookupMock {
  const make = (input: AddressLookup | Resolver<AddressLookup>, options?: HandlerOptions) =>
    cepRoute(async (info) => json(serviceAnswer(typeof input === 'function' ? await input(info) : input)), options);
  return Object.assign(make, {
    slow: (input: AddressLookup, delayMs = 1500) => make(input, { delayMs }),
    notFound: () => cepRoute(() => json(serviceError('Todos os serviços de CEP retornaram erro.'), { status: 404 })),
    error: (status = 500) => cepRoute(() => json(serviceError('Erro ao consultar os serviços de CEP.'), { status })),
    networkError: () => cepRoute(() => HttpResponse.error()),
    loading: () =>
      cepRoute(async () => {
        await delay('infinite');
        return HttpResponse.error();
      }),
  });
}

/** `mockHandlers.address.*`: the public postal-code service (a third party, not our API). */
export const addressHandlers = { lookupCep: lookupCep() };
