import type { SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { Db } from "./client.ts";

const dialect = new PgDialect();

/**
 * A raw statement of the hot path (an answer save: issue #15), built once and prepared by name:
 * drizzle's query builder costs more CPU than the save itself, and node-postgres then sends a
 * named statement that each connection parses and plans once, as drizzle's own `.prepare(name)`
 * does for builder queries (which cannot express every statement: an upsert from a locking CTE).
 * Values are `sql.placeholder("name")` in `query`; `run(db, values)` answers the rows.
 * Kept per database (tests open several in one process); PGlite ignores the name.
 */
export function preparedSql<Row>(
  name: string,
  query: SQL,
): (db: Db, values: Record<string, unknown>) => Promise<Row[]> {
  const built = dialect.sqlToQuery(query);
  const statements = new WeakMap<Db, ReturnType<Db["_"]["session"]["prepareQuery"]>>();
  return async (db, values) => {
    let statement = statements.get(db);
    if (!statement) {
      statement = db._.session.prepareQuery(built, undefined, name, false);
      statements.set(db, statement);
    }
    // Without fields, both drivers answer the driver's own result: { rows } of objects.
    const result = (await statement.execute(values)) as { rows: Row[] };
    return result.rows;
  };
}
