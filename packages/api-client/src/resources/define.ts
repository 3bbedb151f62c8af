import { z } from 'zod';
import type { HttpClient } from '../client';
import type { PermissionName } from '../permissionNames';
import { dataEnvelopeOf, paginatorOf } from '../schemas/responses';

/** The body a call answers with, or a choice by the called URL (when one function serves several routes). */
export type BodySchema = z.ZodType | ((url: URL) => z.ZodType);

/** The response schemas of a resource, shaped like its functions: one body schema per function, groups nested. */
export type ResponsesOf<Api> = {
  [K in keyof Api]: Api[K] extends (...args: never[]) => unknown ? BodySchema : ResponsesOf<Api[K]>;
};

/**
 * The endpoints of an area keyed `METHOD /path` (relative to `/api/{company_slug}`), each with the permission it
 * needs: the resources' tables together are ENDPOINT_PERMISSIONS.
 */
export type EndpointTable = Record<string, PermissionName>;

/** A module of the client: the company endpoints of its area, the body every function answers with, and the functions. */
export interface Resource<Api extends object, Endpoints extends EndpointTable> {
  readonly endpoints: Endpoints;
  readonly responses: ResponsesOf<Api>;
  readonly create: (http: HttpClient) => Api;
}

/** Any resource, as the list of resources holds them. */
export type AnyResource = Resource<object, EndpointTable>;

/**
 * Declares a resource. The functions' type is read from `create` only (`NoInfer`), so `responses` must name
 * exactly those functions: a function without its schema, or a schema of a function that is gone, does not compile.
 */
export function defineResource<Api extends object, const Endpoints extends EndpointTable>(resource: {
  endpoints: Endpoints;
  responses: NoInfer<ResponsesOf<Api>>;
  create: (http: HttpClient) => Api;
}): Resource<Api, Endpoints> {
  return resource;
}

/** An answer without a body (204). */
export const NO_BODY = z.null();
/** `{ data: payload }`. */
export const dataOf = dataEnvelopeOf;
/** `{ data: paginator of item }`: a paginated list. */
export const pageOf = <T extends z.ZodType>(item: T) => dataEnvelopeOf(paginatorOf(item));
