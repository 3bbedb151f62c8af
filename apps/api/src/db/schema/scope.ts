import { serial } from 'drizzle-orm/pg-core';
import { belongsTo } from './columns';
import { companies, users } from './owners';

// Columns naming an owner. Builders are made per table, hence functions.

/** The company a record belongs to (deleted with it); the indexes of a company's lists start with it. */
export const companyId = () => belongsTo('company_id', () => companies.id);

/** The first columns of a company's record: its own id and its company. */
export const companyRow = () => ({ id: serial('id').primaryKey(), companyId: companyId() });

/** The user a record belongs to (deleted with them). */
export const userId = () => belongsTo('user_id', () => users.id);
