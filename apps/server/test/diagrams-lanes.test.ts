import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, buildUser, createTestApp, signIn, type TestApp } from "./helpers.ts";

/**
 * Issue #13 point 11, through the API: visitors' and authors' diagrams have separate queues and
 * workers (one each here), so visitors' looping sources never delay an author.
 */

let t: TestApp;
let teacher: string;

const picture = (body: string) => `\\begin{tikzpicture}${body}\\end{tikzpicture}`;
const looping = (label: string) => picture(`\\node {${label}}; \\def\\x{\\x}\\x`);

beforeAll(async () => {
  t = await createTestApp({ config: { diagramWorkers: 1 } });
  const owner = await buildUser(t.database, { role: "teacher" });
  teacher = await signIn(t.app, owner.email);
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
