import { getTableName, sql, type Column, type SQL } from 'drizzle-orm';

/**
 * A column of the outer query, for use inside a subquery. A select from one table names its
 * columns bare, and a bare name inside a subquery means the subquery's own column of that name
 * (a folder's `id` read as the document's): this one always carries its table.
 */
export const outer = (column: Column): SQL =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
