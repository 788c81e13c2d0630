import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../../context.ts";
import { finishAttempt } from "./attempt-finish.ts";
import { expiredOpenAttemptIds } from "./attempt-repo.ts";
import { onceAcrossProcesses } from "../../../lib/once-across-processes.ts";

/** How often abandoned attempts past their deadline are submitted, and how many per round. */
const SWEEP_EVERY_MS = 30_000;
const SWEEP_BATCH = 100;

/** Submits (by the deadline) in-progress attempts whose deadline has passed; answers how many. */
export async function sweepExpiredAttempts(ctx: AppContext, now = new Date()): Promise<number> {
  const ids = await expiredOpenAttemptIds(ctx.db, now, SWEEP_BATCH);
  for (const id of ids) await finishAttempt(ctx, id, "deadline", now);
  return ids.length;
}

/**
 * Every read or write of an expired attempt submits it; this sweep grades the attempts nobody
 * comes back to. The timer is unref'd (it never keeps the process alive) and stops on close.
 */
export function startAttemptSweep(app: FastifyInstance): void {
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  app.addHook("onReady", async () => {
    timer = setInterval(() => {
      // A slow round is never overlapped by the next one.
      if (running) return;
      running = true;
      // One process per round, however many tick (ADR 0084).
      onceAcrossProcesses(app.ctx.db, "attempt-deadline-sweep", SWEEP_EVERY_MS, () => sweepExpiredAttempts(app.ctx))
        .catch((err: unknown) => app.log.error({ err }, "the attempt deadline sweep failed"))
        .finally(() => {
          running = false;
        });
    }, SWEEP_EVERY_MS);
    timer.unref();
  });
  app.addHook("onClose", async () => {
    clearInterval(timer);
  });
}
