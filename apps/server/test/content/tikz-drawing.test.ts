import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TikzExample, TikzExampleList } from "@tq/contract/content";
import { TIKZ_EXAMPLES } from "../../src/db/seed/tikz-examples.ts";
import { insertExample } from "../../src/modules/content/repo.ts";
import { drawUndrawnExamples } from "../../src/modules/content/tikz-service.ts";
import { bearer, createTestApp, errorOf, signInEveryRole, type TestApp } from "../support/helpers.ts";

/**
 * Issue #12 point 14: the gallery of Drawing Diagrams is drawn without a visitor asking, the
 * seeded examples in the background after start-up (real renders: ~15 diagrams), a saved one at
 * its save; the public read shows each drawing as soon as it exists.
 */

let t: TestApp;
let director: string;
const URL = "/api/content/tikz-examples";
const SVG_URL = /^\/diagrams\/[0-9a-f]{64}\.svg$/;
const picture = (body: string) => `\\begin{tikzpicture}${body}\\end{tikzpicture}`;
const logged: string[] = [];
const log = (message: string) => logged.push(message);

beforeAll(async () => {
  t = await createTestApp();
  director = (await signInEveryRole(t)).get("worlddirector") ?? "";
});
afterAll(() => t.close());

async function gallery(): Promise<TikzExampleList> {
  const res = await t.app.inject({ method: "GET", url: URL });
  expect(res.statusCode).toBe(200);
  return res.json() as TikzExampleList;
}

describe("the seeded gallery", () => {
  it("shows a diagram as soon as the service has drawn it, not a minute later", async () => {
    const before = await gallery();
    expect(before.every((e) => e.svgUrl === null)).toBe(true);
    const first = TIKZ_EXAMPLES[0]?.source ?? "";
    const { url } = await t.app.diagrams.submit(first);
    const after = await gallery();
    expect(after[0]?.svgUrl).toBe(url);
    expect(after.slice(1).every((e) => e.svgUrl === null)).toBe(true);
  });

  it("is drawn in the background: every example, once, and each SVG is served", async () => {
    const jobs = t.app.diagrams.stats.jobs;
    const result = await drawUndrawnExamples(t.app.ctx, t.app.diagrams, log);
    // The first one was drawn above: the other 14 are drawn now.
    expect(result).toEqual({ drawn: TIKZ_EXAMPLES.length - 1, failed: [] });
    expect(t.app.diagrams.stats.jobs - jobs).toBe(TIKZ_EXAMPLES.length - 1);
    const list = await gallery();
    expect(list.map((e) => e.svgUrl)).toEqual(list.map(() => expect.stringMatching(SVG_URL)));
    for (const e of list) {
      const svg = await t.app.inject({ method: "GET", url: e.svgUrl ?? "" });
      expect(svg.statusCode, e.title).toBe(200);
      expect(svg.body.startsWith("<svg"), e.title).toBe(true);
    }
    // Drawn is drawn: the next start-up renders nothing.
    expect(await drawUndrawnExamples(t.app.ctx, t.app.diagrams, log)).toEqual({ drawn: 0, failed: [] });
    expect(t.app.diagrams.stats.jobs - jobs).toBe(TIKZ_EXAMPLES.length - 1);
  }, 120_000);

  it("names an example TeX cannot draw in the log, and draws the others", async () => {
    // Stored without the save's check (an older database, a hand-edited row).
    await insertExample(t.database.db, { title: "Broken one", description: "", source: picture("\\drawx (0,0);") });
    const good = await insertExample(t.database.db, {
      title: "Good one",
      description: "",
      source: picture("\\draw (0,0) rectangle (1,2);"),
    });
    t.app.ctx.publicVersion.bump(); // the gallery's memo predates these rows
    const result = await drawUndrawnExamples(t.app.ctx, t.app.diagrams, log);
    expect(result).toEqual({ drawn: 1, failed: ["Broken one"] });
    expect(logged.join("\n")).toMatch(/“Broken one” could not be drawn: .*Undefined control sequence/);
    const list = await gallery();
    expect(list.find((e) => e.id === good.id)?.svgUrl).toMatch(SVG_URL);
    expect(list.find((e) => e.title === "Broken one")?.svgUrl).toBeNull();
  }, 60_000);

  it("queues its diagrams one at a time, so others' diagrams never wait behind the whole gallery", async () => {
    let waiting = 0;
    let most = 0;
    const submitted: string[] = [];
    const slow = {
      has: async () => false,
      urlOf: (hash: string) => `/diagrams/${hash}.svg`,
      async submit(source: string) {
        waiting += 1;
        most = Math.max(most, waiting);
        submitted.push(source);
        await new Promise((resolve) => setTimeout(resolve, 5));
        waiting -= 1;
        return { hash: "0".repeat(64), url: "", rendered: true };
      },
    };
    const result = await drawUndrawnExamples(t.app.ctx, slow, log);
    expect(result.drawn).toBe(submitted.length);
    expect(submitted.length).toBeGreaterThanOrEqual(TIKZ_EXAMPLES.length);
    expect(most).toBe(1);
  });
});

describe("saving an example", () => {
  it("draws a new source at the save: the answer and the gallery show its SVG", async () => {
    const [first] = await gallery();
    const source = picture("\\draw[blue] (0,0) circle (0.8);");
    const res = await t.app.inject({
      method: "PATCH",
      url: `${URL}/${first?.id}`,
      headers: bearer(director),
      payload: { source },
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json() as TikzExample;
    expect(saved.svgUrl).toMatch(SVG_URL);
    expect(saved.svgUrl).not.toBe(first?.svgUrl);
    expect((await gallery())[0]?.svgUrl).toBe(saved.svgUrl);
  });

  it("reports TeX's error to the director at the save, and keeps the example as it was", async () => {
    const [first] = await gallery();
    const res = await t.app.inject({
      method: "PATCH",
      url: `${URL}/${first?.id}`,
      headers: bearer(director),
      payload: { source: picture("\\drawx (0,0);") },
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fields?.source).toMatch(/^The diagram could not be drawn: Undefined control sequence/);
    expect((await gallery())[0]).toEqual(first);
  });
});
