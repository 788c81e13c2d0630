import os from "node:os";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TutorialView } from "@tq/contract/catalog";
import { renderTutorialHtml } from "../../src/content/render.ts";
import { tutorials } from "../../src/db/schema/index.ts";
import { VISITOR_NICENESS } from "../../src/diagrams/service.ts";
import { buildCourseTree } from "../catalog/catalog-factory.ts";
import { bearer, buildUser, createTestApp, errorOf, signIn, type TestApp } from "../support/helpers.ts";

/**
 * Issue #13 point 11, through the API: visitors' and authors' diagrams have separate queues and
 * workers (one each here), so visitors' looping sources never delay an author; a page whose
 * diagram is known to fail answers at once with the error figure, never a 5xx.
 */

let t: TestApp;
let teacher: string;
let tree: Awaited<ReturnType<typeof buildCourseTree>>;

const picture = (body: string) => `\\begin{tikzpicture}${body}\\end{tikzpicture}`;
const looping = (label: string) => picture(`\\node {${label}}; \\def\\x{\\x}\\x`);
const ERROR_FIGURE =
  '<figure class="tikz-figure tikz-error"><figcaption>This diagram could not be drawn.</figcaption></figure>';

beforeAll(async () => {
  t = await createTestApp({ config: { diagramWorkers: 1 } });
  const owner = await buildUser(t.database, { role: "teacher" });
  teacher = await signIn(t.app, owner.email);
  tree = await buildCourseTree(t.database, { ownerId: owner.id });
});
afterAll(() => t.close());

const post = (source: string, token: string | null) =>
  t.app.inject({ method: "POST", url: "/api/diagrams", payload: { source }, headers: token ? bearer(token) : {} });

async function until(condition: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("a visitor's page whose diagram loops", () => {
  it("answers at once with the error figure once that source is known to fail (200, not a wait, not a 5xx)", async () => {
    const { settings, stats } = t.app.diagrams;
    const loop = looping("page");
    settings.timeoutMs = 2_000;
    const tried = await post(loop, null); // a visitor's "try it" first: it times out
    expect(tried.statusCode).toBe(400);
    expect(errorOf(tried).message).toMatch(/took longer than 2 s/);

    settings.timeoutMs = 120_000; // another render of it would hold the reader for two minutes
    const id = tree.tutorials.preview.id;
    await t.database.db
      .update(tutorials)
      .set({ renderedHtml: renderTutorialHtml(`<pre data-tikz>${loop}</pre><p>after</p>`).html })
      .where(eq(tutorials.id, id));
    const jobs = stats.jobs;
    const begun = Date.now();
    const res = await t.app.inject({ method: "GET", url: `/api/tutorials/${id}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(Date.now() - begun).toBeLessThan(10_000);
    expect((res.json() as TutorialView).tutorial.html).toBe(`${ERROR_FIGURE}<p>after</p>`);
    expect(stats.jobs).toBe(jobs);
  }, 90_000);
});

describe("visitors' looping sources and an author", () => {
  it("draws the author's diagram while the visitors' worker and queue are held by looping sources", async () => {
    const { settings, stats } = t.app.diagrams;
    settings.timeoutMs = 120_000; // the looping ones hold the visitors' worker for the whole test
    const jobs = stats.jobs;
    const loops = [1, 2, 3].map((i) => post(looping(`visitor ${i}`), null));
    let loopsAnswered = 0;
    for (const l of loops) void l.then(() => (loopsAnswered += 1));
    await until(() => stats.jobs > jobs, "the first looping source to run");

    const begun = Date.now();
    const author = await post(picture("\\draw[blue] (0,0) circle (1);"), teacher);
    expect(author.statusCode, author.body).toBe(200);
    expect(loopsAnswered).toBe(0);
    // The looping visitor holds a worker at the lowest CPU priority; the author's runs as the server.
    const visitorPids = t.app.diagrams.workerPids("visitor");
    expect(visitorPids.length).toBeGreaterThan(0);
    for (const pid of visitorPids) expect(os.getPriority(pid)).toBe(VISITOR_NICENESS);
    for (const pid of t.app.diagrams.workerPids("author")) expect(os.getPriority(pid)).toBe(os.getPriority());
    // Generous for a loaded machine (a fresh worker + one render); far below one looping timeout.
    expect(Date.now() - begun).toBeLessThan(60_000);

    // A source a visitor queued behind the looping ones moves to the author's lane when the author
    // asks for it: both get it, drawn once.
    const shared = picture("\\draw[red] (0,0) -- (2,1);");
    const visitorAsk = post(shared, null);
    await until(() => t.app.diagrams.queued("visitor") === 3, "the visitor's source to queue");
    const authorAsk = await post(shared, teacher);
    expect(authorAsk.statusCode, authorAsk.body).toBe(200);
    expect((await visitorAsk).statusCode).toBe(200);
    expect(loopsAnswered).toBe(0);
  }, 150_000);
});
