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
