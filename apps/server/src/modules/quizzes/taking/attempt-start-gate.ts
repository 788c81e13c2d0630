import type { Db } from "../../../db/client.ts";
import { perDatabase } from "../../../lib/per-database.ts";

/**
 * How many attempt starts one process runs at once against one database; the others wait here,
 * in order of arrival (issue #15, ADR 0070). A class starting together otherwise had all its
 * starts in the database at once: their statements took turns (PGlite runs one at a time, the
 * PostgreSQL pool holds 10 connections), so the first student's attempt was ready when the last
 * one's was, and every answer save sent meanwhile queued behind all of them. With a few at a
 * time the starts finish one after another at the same total cost, and a save waits for at most
 * these few statements; on PostgreSQL most of the pool stays free for saves and submits.
 */
export const STARTS_AT_ONCE = 4;

interface Gate {
  running: number;
  waiting: (() => void)[];
}

// One gate per database, as the caches are: tests and the bench open several in one process.
const gateOf = perDatabase<Gate>(() => ({ running: 0, waiting: [] }));

/** Runs `start` when fewer than STARTS_AT_ONCE starts are running on `db`. */
export async function inTurn<T>(db: Db, start: () => Promise<T>): Promise<T> {
  const gate = gateOf(db);
  if (gate.running >= STARTS_AT_ONCE) {
    const open = gate;
    await new Promise<void>((resolve) => open.waiting.push(resolve));
  } else {
    gate.running += 1;
  }
  try {
    return await start();
  } finally {
    // The turn passes straight to the next in line (the count stays), or frees a place.
    const next = gate.waiting.shift();
    if (next) next();
    else gate.running -= 1;
  }
}
