import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { AppError } from "../../src/lib/errors.ts";
import { createDiagramService, type DiagramService } from "../../src/diagrams/service.ts";

/**
 * Issue #13 point 11: the diagram service under abuse, on the service itself (real TeX workers).
 * A source that fails is remembered (never drawn twice within the memory's time), a lane has
 * several workers so good diagrams pass a looping one, and close() ends every worker.
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

describe("the memory of failed sources", () => {
  // Generous for good sources on a loaded machine; the looping test shortens it.
  const d = service({ workers: 1, timeoutMs: 60_000, failureMemory: { ttlMs: 8_000, size: 10 } });
  afterAll(() => d.close());

  it("answers a source TeX refused with the same error, at once and without TeX, until its time passes", async () => {
    const bad = picture("\\drawx (0,0) -- (1,1);");
    const first = await failure(d.submit(bad));
    expect(first.status).toBe(400);
    expect(first.message).toMatch(/Undefined control sequence/);
    const jobs = d.stats.jobs;
    const rememberedAt = Date.now();

    const again = await failure(d.submit(` ${bad}\r\n`)); // the same source, normalised
    expect(again.status).toBe(400);
    expect(again.message).toBe(first.message);
    expect(again.fields).toEqual(first.fields);
    expect(d.stats.jobs).toBe(jobs);
    expect(d.stats.failuresRecalled).toBe(1);

    // Past the memory's time it is drawn again (the failure may have been the moment's).
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, rememberedAt + 8_200 - Date.now())));
    expect((await failure(d.submit(bad))).message).toBe(first.message);
    expect(d.stats.jobs).toBe(jobs + 1);
  }, 90_000);

  it("answers a looping source's timeout at once the second time: it holds a worker once", async () => {
    const loop = looping("once");
    d.settings.timeoutMs = 3_000;
    const first = await failure(d.submit(loop)).finally(() => (d.settings.timeoutMs = 60_000));
    expect(first.message).toMatch(/took longer than 3 s/);
    const { jobs, timeouts } = d.stats;

    const begun = Date.now();
    const answers = await Promise.all([1, 2, 3].map(() => failure(d.submit(loop))));
    expect(Date.now() - begun).toBeLessThan(2_000); // not another 3 s timeout
    expect(answers.map((a) => a.message)).toEqual([first.message, first.message, first.message]);
    expect(d.stats.jobs).toBe(jobs);
    expect(d.stats.timeouts).toBe(timeouts);
  }, 90_000);

  it("does not remember a passing failure: a full queue answers 503, and the source is drawn later", async () => {
    const { settings } = d;
    const source = picture("\\draw (0,0) -- (2,2);");
    settings.maxQueue = 0;
    try {
      expect((await failure(d.submit(source))).status).toBe(503);
    } finally {
      settings.maxQueue = 200;
    }
    expect((await d.submit(source)).rendered).toBe(true);
  }, 60_000);
});

describe("a worker that cannot start", () => {
  it("answers 503 for what waits (not remembered), and the next render starts a fresh worker", async () => {
    const d = service({ workers: 1, heapLimitMb: 4 }); // too small a heap: the worker dies starting
    try {
      const source = picture("\\draw (0,0) -- (1,1);");
      expect((await failure(d.submit(source))).status).toBe(503);
      d.settings.heapLimitMb = 768;
      expect((await d.submit(source)).rendered).toBe(true);
    } finally {
      await d.close();
    }
  }, 90_000);
});

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
