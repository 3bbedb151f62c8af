/** Wire conventions shared by the server and the app (architecture §3). */

/** Laravel's length-aware paginator, as every list endpoint returns it inside `data`. */
export interface Paginator<T> {
  data: T[];
  current_page: number;
  last_page: number;
  per_page: PageSize;
  total: number;
  from: number | null;
  to: number | null;
}

export const PAGE_SIZES = [10, 25, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];

/** A filter value as it goes into the query string; arrays are sent as `key[]=a&key[]=b`. */
export type FilterValue = string | number | boolean | null | undefined | ReadonlyArray<string | number>;

export interface ListParams {
  page?: number;
  per_page?: PageSize;
  search?: string;
  /** A column name, `-column` for descending. */
  sort?: string;
  [filter: string]: FilterValue;
}

/** Period filters of reports and histories, `YYYY-MM-DD` (inclusive). */
export interface DateRangeParams {
  dt_inicio?: string;
  dt_fim?: string;
}

/** Every JSON answer wraps its payload in `data`; the resources unwrap it. */
export interface DataEnvelope<T> {
  data: T;
}
export type ListResponse<T> = DataEnvelope<Paginator<T>>;

/** 403 / 404 / 500 bodies carry a machine-readable code. */
export type ErrorCode = 'forbidden' | 'not.access.in.company' | 'company.not_found' | 'not_found' | 'server_error' | 'rate_limited';
export interface ErrorBody {
  error?: ErrorCode;
  message: string;
  errors?: Record<string, string[]>;
}
