import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Executor } from './client';

/**
 * A statement of the hot path, built once per database (or transaction) instead of on every
 * call: building a drizzle query costs the server more CPU than PostgreSQL spends running it,
 * and a named statement is parsed once per connection. Build it with `sql.placeholder(...)` for
 * its values and `.prepare(name)` with a name unique to it.
 */
export function preparedOnce<T>(build: (db: Executor) => T): (db: Executor) => T {
  const built = new WeakMap<Executor, T>();
  return (db) => {
    let statement = built.get(db);
    if (statement === undefined) built.set(db, (statement = build(db)));
    return statement;
  };
}

const dialect = new PgDialect();

/**
 * As preparedOnce, for a plain SQL statement the query builder cannot express (a data-modifying
 * CTE): its values are `sql.placeholder(...)`s, filled in by `execute`.
 */
export function preparedSql<Row extends Record<string, unknown>>(name: string, statement: SQL) {
  const query = dialect.sqlToQuery(statement);
  const prepared = preparedOnce((db) => db._.session.prepareQuery(query, undefined, name, false));
  return async (db: Executor, values: Record<string, unknown>): Promise<Row[]> => {
    const result = (await prepared(db).execute(values)) as { rows: Row[] };
    return result.rows;
  };
}
