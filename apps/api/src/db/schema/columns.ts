import type { AvatarType } from '@retoma/api-client/schemas';
import { integer, numeric, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** A moment, always with its time zone. */
export const at = (name: string) => timestamp(name, { withTimezone: true });

/** When the row was written. */
export const createdAt = () => at('created_at').notNull().defaultNow();

/** When the row was last changed. */
export const updatedAt = () => at('updated_at').notNull().defaultNow();

/** When the row was written and last changed. */
export const timestamps = { createdAt: createdAt(), updatedAt: updatedAt() };

/** Reais with cents. */
export const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });

/** A column naming the record this one belongs to: required, and this row is deleted with that record. */
export const belongsTo = (name: string, target: () => AnyPgColumn) => integer(name).notNull().references(target, { onDelete: 'cascade' });

/** A required column naming another record, which cannot be deleted while this row names it. */
export const refersTo = (name: string, target: () => AnyPgColumn) => integer(name).notNull().references(target);

/** An uploaded image, kept apart from its record so that lists carry its short address, not the image. */
export const uploadedImage = () => ({
  /** Random and unguessable; a new image gets a new one, so no cache ever shows the previous image. */
  token: text('token').notNull().unique(),
  mime: text('mime').$type<AvatarType>().notNull(),
  /** The image bytes, base64. */
  content: text('content').notNull(),
  updatedAt: updatedAt(),
});
