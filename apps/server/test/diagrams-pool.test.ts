import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { AppError } from "../src/lib/errors.ts";
import { createDiagramService, type DiagramService } from "../src/diagrams/service.ts";

/**
 * Issue #13 point 11: the diagram service under abuse, on the service itself (real TeX workers).
 * A lane has several workers so good diagrams pass a looping one, and close() ends every worker.
 */

const picture = (body: string) => `\\begin{tikzpicture}${body}\\end{tikzpicture}`;
/** A macro that calls itself forever: TeX never ends (the label makes each source distinct). */
const looping = (label: string) => picture(`\\node {${label}}; \\def\\x{\\x}\\x`);

const dirs: string[] = [];
function service(options: Partial<Parameters<typeof createDiagramService>[0]> = {}): DiagramService {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "tq-diagrams-"));
  dirs.push(dataDir);
  return createDiagramService({ dataDir, ...options });
}
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** The error a submission rejects with (it must reject). */
async function failure(promise: Promise<unknown>): Promise<AppError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(err instanceof AppError)) throw new Error(`expected an AppError, got ${String(err)}`);
  return err;
}

const settledYet = (promise: Promise<unknown>) => {
  let settled = false;
  void promise.then(
    () => (settled = true),
    () => (settled = true),
  );
  return () => settled;
};

describe("a lane with several workers", () => {
  it("draws good diagrams while a looping one holds a worker; close() ends every worker and rejects what waits", async () => {
    const d = service({ workers: 2, timeoutMs: 120_000 });
    try {
      const loop = d.submit(looping("held"));
      const loopSettled = settledYet(loop);
      const goods = [1, 2, 3].map((i) => d.submit(picture(`\\draw (0,0) rectangle (${i},1);`)));
      const drawn = await Promise.all(goods);
      expect(drawn.map((g) => g.rendered)).toEqual([true, true, true]);
      expect(loopSettled()).toBe(false); // the looping one still holds the other worker
      expect(d.stats.workerStarts).toBe(2);

      const pids = d.workerPids();
      expect(pids).toHaveLength(2);
      const queued = d.submit(looping("queued behind"));
      const closing = d.close();
      expect((await failure(loop)).status).toBe(503);
      expect((await failure(queued)).status).toBe(503);
      await closing;
      expect(d.workerPids()).toEqual([]);
      for (const pid of pids) expect(() => process.kill(pid, 0)).toThrow(); // no such process
      expect((await failure(d.submit(picture("\\draw (0,0) -- (3,3);")))).status).toBe(503);
    } finally {
      await d.close();
    }
  }, 120_000);
});
