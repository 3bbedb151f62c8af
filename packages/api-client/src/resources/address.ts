import type { ApiClientOptions, HttpClient } from '../client';
import { ApiError, NotFoundError, ValidationError } from '../errors';
import { cepDigits, CEP_MESSAGES, toLabelText, type AddressLookup } from '../types/address';
import { UFS, type Uf } from '../types/common';
import type { CallOptions } from './http';

/** BrasilAPI's CEP v2 (the predecessor's service): several providers behind one free, public endpoint. */
export const DEFAULT_CEP_SERVICE_URL = 'https://brasilapi.com.br/api/cep/v2';
/**
 * The person waits on the form's "Buscar": a silent service is given up sooner than our API (or at the client's
 * own time-out, when that is shorter).
 */
export const CEP_LOOKUP_TIMEOUT_MS = 10_000;

interface CepServiceAnswer {
  state: Uf;
  city: string;
  neighborhood?: string | null;
  street?: string | null;
}

const optionalText = (value: unknown) => value === undefined || value === null || typeof value === 'string';

/**
 * BrasilAPI's answer, checked by hand (zod stays out of the app's first download): it is a third party, and what
 * it says fills the form. A city-wide CEP has no neighbourhood nor street (empty, or absent with some providers).
 */
function isCepServiceAnswer(body: unknown): body is CepServiceAnswer {
  if (typeof body !== 'object' || body === null) return false;
  const answer = body as Record<string, unknown>;
  return (
    UFS.includes(answer.state as Uf) &&
    typeof answer.city === 'string' &&
    answer.city.trim() !== '' &&
    optionalText(answer.neighborhood) &&
    optionalText(answer.street)
  );
}

/** Caught before any request, shaped like the server's 422 so forms show it under the field the same way. */
function invalidCep(message: string): ValidationError {
  return new ValidationError(message, { cep: [message] }, null);
}

/** The public postal-code lookup that fills address forms (gift deliveries, Correios senders). */
export function addressResource(http: HttpClient, options: Pick<ApiClientOptions, 'cepServiceUrl' | 'timeoutMs'> = {}) {
  const base = (options.cepServiceUrl ?? DEFAULT_CEP_SERVICE_URL).replace(/\/+$/, '');
  const timeoutMs = Math.min(CEP_LOOKUP_TIMEOUT_MS, options.timeoutMs ?? CEP_LOOKUP_TIMEOUT_MS);
  return {
    /**
     * The address of a CEP, typed with or without its mask. A CEP that is not 8 digits is a `ValidationError`
     * on `cep` before any request; an unknown one is a `NotFoundError`; no answer is a `NetworkError` or
     * `TimeoutError`. The token and the company never reach the service.
     */
    async lookupCep(cep: string, o?: CallOptions): Promise<AddressLookup> {
      if (typeof cep !== 'string') throw invalidCep(CEP_MESSAGES.required);
      const digits = cepDigits(cep);
      if (digits === null) throw invalidCep(CEP_MESSAGES.digits);
      let body: unknown;
      try {
        body = await http.requestExternal<unknown>(`${base}/${digits}`, { signal: o?.signal, timeoutMs });
      } catch (error) {
        // BrasilAPI's 404 message ("Todos os serviços de CEP retornaram erro.") is about its providers, not the CEP.
        if (error instanceof NotFoundError) throw new NotFoundError('CEP não encontrado.', 404, error.body);
        throw error;
      }
      if (!isCepServiceAnswer(body)) throw new ApiError('Resposta inválida do serviço de CEP.', 200, body);
      return {
        cep: digits,
        estado: body.state,
        cidade: toLabelText(body.city),
        bairro: toLabelText(body.neighborhood ?? ''),
        endereco: toLabelText(body.street ?? ''),
      };
    },
  };
}
