import type pg from "pg";

/**
 * Drops a PostgreSQL database that a pool of ours just used (test and benchmark databases).
 * pg's `pool.end()` resolves before its connections have finished closing; a forced drop
 * while one still closes makes the server kill it, which pg reports as an uncaught error.
 * So: wait (briefly) for the database's connections to go, then drop it.
 */
export async function dropUsedDatabase(admin: pg.Client, name: string): Promise<void> {
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`not a database name we create: ${name}`);
  for (let i = 0; i < 40; i += 1) {
    const { rows } = await admin.query<{ n: number }>(
      "select count(*)::int as n from pg_stat_activity where datname = $1",
      [name],
    );
    if ((rows[0]?.n ?? 0) === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await admin.query(`drop database if exists ${name} with (force)`);
}
