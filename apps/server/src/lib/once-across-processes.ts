import type { Db } from "../db/client.ts";
import { takeTimerLease } from "./timer-lease-repo.ts";

/** Slack left in a lease so that the holder's own next tick, a little early, still finds it free. */
const LEASE_SLACK_MS = 1_000;

/**
 * Runs `task` for a timer that ticks every `everyMs` in each app process, in one process per
 * period only (ADR 0084): the one that takes the round's lease in the database. Answers whether
 * this process ran it.
 */
export async function onceAcrossProcesses(
  db: Db,
  name: string,
  everyMs: number,
  task: () => Promise<unknown>,
): Promise<boolean> {
  if (!(await takeTimerLease(db, name, Math.max(everyMs - LEASE_SLACK_MS, everyMs / 2)))) return false;
  await task();
  return true;
}
