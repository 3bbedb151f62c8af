// zod as a type only: the schemas load when asked (`responseSchemas`), so the app's bundle carries neither zod nor them.
import type { z } from 'zod';
import type { HttpClient } from '../client';
import type { PermissionName } from '../permissionNames';

/**
 * The response schemas' module (and zod), imported on the first call only. One import site for every resource: the
 * app's bundle holds a single reference to the lazy chunk, never loaded there.
 */
export const responseSchemas = () => import('../schemas/responses');

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

/**
 * A module of the client: the company endpoints of its area, the body every function answers with, and the
 * functions. The bodies are a loader (a dynamic import of `schemas/responses`): only tests ask for them, and the
 * app at run time never does, so its bundle leaves them (and zod with them) in a chunk it does not load.
 */
export interface Resource<Api extends object, Endpoints extends EndpointTable> {
  readonly endpoints: Endpoints;
  readonly responses: () => Promise<ResponsesOf<Api>>;
  readonly create: (http: HttpClient) => Api;
}

/** Any resource, as the list of resources holds them. */
export type AnyResource = Resource<object, EndpointTable>;

/** The keys of `R`, at any depth, that `Shape` does not have: schemas of functions that do not exist. */
type ExtraKeys<R, Shape> = {
  [K in keyof R]: K extends keyof Shape ? (Shape[K] extends BodySchema ? never : ExtraKeys<R[K], Shape[K]>) : K;
}[keyof R];

/**
 * Nothing when `R` names only functions of the resource; else a property the resource lacks, named after the
 * problem and typed with the stray keys. Needed because a function's returned object is not checked for excess
 * properties, so `ResponsesOf<Api>` alone lets a stray schema through.
 */
type NoStraySchema<R, Shape> = [ExtraKeys<R, Shape>] extends [never] ? unknown : { readonly schemaOfNoFunction: ExtraKeys<R, Shape> };

/**
 * Declares a resource. The functions' type is read from `create` only (`responses` is no inference site of `Api`),
 * so `responses` must load exactly those functions' schemas: a function without its schema (`R` is not a
 * `ResponsesOf<Api>`), or a schema of a function that is gone (`NoStraySchema`), does not compile.
 */
export function defineResource<Api extends object, const Endpoints extends EndpointTable, R extends ResponsesOf<Api>>(
  resource: {
    endpoints: Endpoints;
    responses: () => Promise<R>;
    create: (http: HttpClient) => Api;
  } & NoStraySchema<R, ResponsesOf<Api>>,
): Resource<Api, Endpoints> {
  return resource;
}
