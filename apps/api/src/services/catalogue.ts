import type { Paginator } from '@retoma/api-client';
import { and, count, eq, getTableColumns, inArray, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { forbidden, notFound } from '../http/errors';
import { orderOf, paginate, paginateSelect, searchOf, type PageRequest, type WindowedSelect } from './pagination';

/** A table of company records: its own id, the company's id and when it last changed. */
export type CompanyTable = PgTable & { id: PgColumn; companyId: PgColumn; updatedAt: PgColumn };

/** A select of the item's columns (and their joins), before its WHERE. */
export interface ItemSelect<Row> {
  where(where: SQL | undefined): PromiseLike<Row[]> & { orderBy(...order: SQL[]): WindowedSelect<Row> & PromiseLike<Row[]> };
}

/**
 * What one catalogue of a company is: the records of a company's table (optionally one kind of them), listed,
 * read, written and deleted the same way as every other one. Its own rules come in through the hooks.
 */
export interface CatalogueSpec<T extends CompanyTable, Row, Item, Data, Query extends PageRequest> {
  table: T;
  /** Column values that single this catalogue out of a shared table (`{ kind: 'origem' }`): read and written. */
  scope?: Partial<T['$inferInsert']>;
  /** The item's columns and the joins they need: `db.select(columns).from(table)`. */
  select: (db: Database) => ItemSelect<Row>;
  /** A row as it goes on the wire. */
  toItem: (row: Row) => Item;
  /** The list's sortable columns by wire name (the list's schema accepts only these), and its default order. */
  sort: { columns: Record<string, AnyColumn | SQL>; default: string };
  /** The columns `search` looks into (ILIKE %term%); of `table` itself, since the list's total is counted on it. */
  search: AnyColumn[];
  /** The list's own filters (status, type, ...), on `table`'s columns too. */
  filters?: (q: Query) => Array<SQL | undefined>;
  /**
   * For a table that grows large: the page is picked on `table` alone and the select's joins run for its rows
   * only (a deep page does not drag the skipped rows through them), and a search finds its matches first
   * (trigram index) and sorts the few it found (see `orderOf`).
   */
  large?: boolean;
  /** The columns a write sets from the input (the company and the scope are added). */
  values: (data: Data) => Partial<T['$inferInsert']>;
  /** The 404 of an id the company does not have (or of another kind). */
  missing: string;
  /** Records the company may use but never change or delete (provided by the system), and the 403 it gets. */
  readOnly?: { when: (item: Item) => boolean; message: string };
  /** Checks of the input against other records (422), before a write; `current` on an update. */
  check?: (db: Database, companyId: number, data: Data, current?: Item) => Promise<void>;
  /** Inside the write's transaction, before it (a plan's limit, under a lock); `current` on an update. */
  beforeWrite?: (tx: Database, companyId: number, data: Data, current?: Item) => Promise<void>;
  /** Inside the write's transaction, after it: the records that hang on the item (its image, its pairs). */
  afterWrite?: (tx: Database, companyId: number, id: number, data: Data) => Promise<void>;
}

/** What the routes of a catalogue call (routes/crud.ts); a service with rules of its own may write it by hand. */
export interface CompanyCatalogue<Item, Data, Query, UpdateData = Data> {
  list(db: Database, companyId: number, q: Query): Promise<Paginator<Item>>;
  get(db: Database, companyId: number, id: number): Promise<Item>;
  create(db: Database, companyId: number, data: Data): Promise<Item>;
  update(db: Database, companyId: number, id: number, data: UpdateData): Promise<Item>;
  remove(db: Database, companyId: number, id: number): Promise<void>;
}

/**
 * The service of a company-scoped catalogue: every query keeps to the company (and the scope), an id of another
 * company is a 404 like a missing one, and a list answers the paginator of architecture §3.
 */
export function companyCatalogue<T extends CompanyTable, Row, Item, Data, Query extends PageRequest>(
  spec: CatalogueSpec<T, Row, Item, Data, Query>,
): CompanyCatalogue<Item, Data, Query> {
  const { table } = spec;
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const scoped = Object.entries(spec.scope ?? {}).map(([key, value]) => eq(columns[key]!, value));
  const where = (companyId: number, ...more: Array<SQL | undefined>) => and(eq(table.companyId, companyId), ...scoped, ...more);
  const byId = (companyId: number, id: number) => where(companyId, eq(table.id, id));
  const hooked = spec.beforeWrite || spec.afterWrite;
  /** The write with its hooks, in one transaction when there are any. */
  const write = <R>(db: Database, work: (tx: Database) => Promise<R>) => (hooked ? db.transaction(work) : work(db));

  async function get(db: Database, companyId: number, id: number): Promise<Item> {
    const [row] = await spec.select(db).where(byId(companyId, id));
    if (!row) throw notFound(spec.missing);
    return spec.toItem(row);
  }

  /** The current item, which must exist and must not be one of the system's. */
  async function editable(db: Database, companyId: number, id: number): Promise<Item> {
    const current = await get(db, companyId, id);
    if (spec.readOnly?.when(current)) throw forbidden(spec.readOnly.message);
    return current;
  }

  return {
    get,

    list(db, companyId, q) {
      const filtered = where(companyId, ...(spec.filters?.(q) ?? []), searchOf(q.search, spec.search));
      const filterFirst = Boolean(spec.large && q.search);
      const order = orderOf(q.sort, spec.sort.columns, spec.sort.default, table.id, { filterFirst });
      const counted = db
        .select({ n: count() })
        .from(table as PgTable)
        .where(filtered);
      const toItems = (rows: Row[]) => rows.map(spec.toItem);
      if (!spec.large) {
        const rows = spec
          .select(db)
          .where(filtered)
          .orderBy(...order);
        return paginateSelect(q, rows, counted, toItems);
      }
      const pageOf = ({ limit, offset }: { limit: number; offset: number }) => {
        const ids = db
          .select({ id: table.id })
          .from(table as PgTable)
          .where(filtered)
          .orderBy(...order)
          .limit(limit)
          .offset(offset);
        return spec
          .select(db)
          .where(inArray(table.id, ids))
          .orderBy(...order);
      };
      return paginate(q, pageOf, counted, toItems);
    },

    async create(db, companyId, data) {
      await spec.check?.(db, companyId, data);
      const id = await write(db, async (tx) => {
        await spec.beforeWrite?.(tx, companyId, data);
        const values = { ...spec.values(data), ...spec.scope, companyId } as PgInsertValue<T>;
        const [row] = await tx.insert(table).values(values).returning({ id: table.id });
        const created = row!.id as number;
        await spec.afterWrite?.(tx, companyId, created, data);
        return created;
      });
      return get(db, companyId, id);
    },

    async update(db, companyId, id, data) {
      const current = await editable(db, companyId, id);
      await spec.check?.(db, companyId, data, current);
      await write(db, async (tx) => {
        await spec.beforeWrite?.(tx, companyId, data, current);
        const values = { ...spec.values(data), updatedAt: new Date() } as PgUpdateSetSource<T>;
        await tx.update(table).set(values).where(byId(companyId, id));
        await spec.afterWrite?.(tx, companyId, id, data);
      });
      return get(db, companyId, id);
    },

    async remove(db, companyId, id) {
      // With system records the item is read first (404, then 403); otherwise the delete itself tells.
      if (spec.readOnly) await editable(db, companyId, id);
      const removed = await db.delete(table).where(byId(companyId, id)).returning({ id: table.id });
      if (removed.length === 0) throw notFound(spec.missing);
    },
  };
}
