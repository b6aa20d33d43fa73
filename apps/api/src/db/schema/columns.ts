/** Column helpers shared by the tables (the SQL migrations are the source of truth; these give typed queries). */
import { customType, timestamp } from 'drizzle-orm/pg-core';

/** timestamptz(3) read as a Date. */
export const ts = (name: string) => timestamp(name, { withTimezone: true, precision: 3, mode: 'date' });
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
