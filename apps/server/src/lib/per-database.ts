import type { Db } from "../db/client.ts";

/**
 * One value per database, made on first use. In-process state about rows (caches, gates) must
 * not be shared between databases: tests and the bench open several in one process, whose ids
 * overlap. A WeakMap lets a closed database's state go with it.
 */
export function perDatabase<T extends object>(make: () => T): (db: Db) => T {
  const values = new WeakMap<Db, T>();
  return (db) => {
    let value = values.get(db);
    if (!value) {
      value = make();
      values.set(db, value);
    }
    return value;
  };
}
