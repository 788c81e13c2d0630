import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TikzExample, TikzExampleList } from "@tq/contract/content";
import { ROLES, type Role } from "@tq/contract/roles";
import { auditLog } from "../../src/db/schema/index.ts";
import { TIKZ_EXAMPLES } from "../../src/db/seed/tikz-examples.ts";
import { bearer, createTestApp, errorOf, signInEveryRole, type TestApp } from "../support/helpers.ts";

/** The TikZ examples (issue #3): a public gallery the world director manages; sources must draw. */

let t: TestApp;
let director: string;
let tokens: Map<Role, string>;
const URL = "/api/content/tikz-examples";
const picture = (body: string) => `\\begin{tikzpicture}${body}\\end{tikzpicture}`;

beforeAll(async () => {
  t = await createTestApp();
  tokens = await signInEveryRole(t);
  director = tokens.get("worlddirector") ?? "";
});
afterAll(() => t.close());

async function gallery(): Promise<TikzExampleList> {
  const res = await t.app.inject({ method: "GET", url: URL });
  expect(res.statusCode).toBe(200);
  return res.json() as TikzExampleList;
}

function call(method: "POST" | "PATCH" | "DELETE" | "PUT", url: string, payload?: object, token = director) {
  return t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
}

describe("GET /api/content/tikz-examples", () => {
  it("answers the seeded gallery in order, not yet drawn, and draws nothing itself", async () => {
    const list = await gallery();
    expect(list.map((e) => e.title)).toEqual(TIKZ_EXAMPLES.map((e) => e.title));
    expect(list[0]).toEqual({ ...TIKZ_EXAMPLES[0], id: expect.any(Number), svgUrl: null });
    expect(t.app.diagrams.stats.jobs).toBe(0);
  });
});

describe("POST /api/content/tikz-examples", () => {
  it("draws the source, adds the example last, and the gallery shows its SVG (and the seeded twin's)", async () => {
    // The first seeded example's source, with other line ends and trailing blanks: the same diagram.
    const seeded = TIKZ_EXAMPLES[0]?.source ?? "";
    const source = `${seeded.replace(/\n/g, "  \r\n")}\r\n`;
    const res = await call("POST", URL, { title: "Segments again", description: "A copy.", source });
    expect(res.statusCode, res.body).toBe(201);
    const added = res.json() as TikzExample;
    expect(added.svgUrl).toMatch(/^\/diagrams\/[0-9a-f]{64}\.svg$/);
    expect((await t.app.inject({ method: "GET", url: added.svgUrl ?? "" })).statusCode).toBe(200);

    const list = await gallery();
    expect(list.at(-1)).toEqual(added);
    // The hash is the diagram service's: the seeded example is found drawn without a render on GET.
    expect(list[0]?.svgUrl).toBe(added.svgUrl);
    expect(t.app.diagrams.stats.jobs).toBe(1);
    const logged = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "content.tikz_example_added"), eq(auditLog.targetId, String(added.id))));
    expect(logged).toHaveLength(1);
  });

  it("refuses a source TeX cannot draw with TeX's error on the source field, adding nothing", async () => {
    const count = (await gallery()).length;
    const res = await call("POST", URL, { title: "Broken", description: "", source: picture("\\drawx (0,0);") });
    expect(res.statusCode, res.body).toBe(400);
    expect(errorOf(res).fields?.source).toMatch(/^The diagram could not be drawn: Undefined control sequence/);
    const refused = await call("POST", URL, { title: "Sneaky", description: "", source: picture("\\input{x}") });
    expect(errorOf(refused).fields?.source).toMatch(/\\input is not allowed/);
    expect((await call("POST", URL, { title: "", description: "", source: "" })).statusCode).toBe(400);
    expect(await gallery()).toHaveLength(count);
  });
});

describe("PATCH, DELETE and order", () => {
  it("changes the title and description without drawing, and refuses a bad new source", async () => {
    const [first] = await gallery();
    const jobs = t.app.diagrams.stats.jobs;
    const res = await call("PATCH", `${URL}/${first?.id}`, { title: "Lines and points", description: "Renamed." });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ...first, title: "Lines and points", description: "Renamed." });
    expect((await gallery())[0]?.title).toBe("Lines and points");
    const bad = await call("PATCH", `${URL}/${first?.id}`, { source: picture("\\write18{ls}") });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).fields?.source).toMatch(/not allowed/);
    expect(t.app.diagrams.stats.jobs).toBe(jobs);
    expect((await call("PATCH", `${URL}/999999`, { title: "Ghost" })).statusCode).toBe(404);
    expect((await call("PATCH", `${URL}/${first?.id}`, {})).statusCode).toBe(400);
  });

  it("puts the gallery in the given order, and refuses a wrong set of ids (400)", async () => {
    const ids = (await gallery()).map((e) => e.id);
    const reversed = [...ids].reverse();
    const res = await call("PUT", `${URL}/order`, { ids: reversed });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as TikzExampleList).map((e) => e.id)).toEqual(reversed);
    expect((await gallery()).map((e) => e.id)).toEqual(reversed);
    for (const wrong of [ids.slice(1), [...ids, 999999], [...ids, ids[0]]]) {
      expect((await call("PUT", `${URL}/order`, { ids: wrong })).statusCode).toBe(400);
    }
    expect(errorOf(await call("PUT", `${URL}/order`, { ids: ids.slice(1) })).fields?.ids).toBeDefined();
  });

  it("deletes an example (204), then it is gone (404)", async () => {
    const last = (await gallery()).at(-1);
    expect((await call("DELETE", `${URL}/${last?.id}`)).statusCode).toBe(204);
    expect((await gallery()).some((e) => e.id === last?.id)).toBe(false);
    expect((await call("DELETE", `${URL}/${last?.id}`)).statusCode).toBe(404);
  });
});

describe("who may change the gallery", () => {
  it("refuses every other role (403) and visitors (401), drawing and changing nothing", async () => {
    const before = await gallery();
    const jobs = t.app.diagrams.stats.jobs;
    const id = before[0]?.id ?? 0;
    const writes: [method: "POST" | "PATCH" | "DELETE" | "PUT", url: string, payload?: object][] = [
      ["POST", URL, { title: "New", description: "", source: picture("\\draw (0,0) -- (3,3);") }],
      ["PATCH", `${URL}/${id}`, { source: picture("\\draw (0,0) -- (4,4);") }],
      ["DELETE", `${URL}/${id}`],
      ["PUT", `${URL}/order`, { ids: before.map((e) => e.id) }],
    ];
    for (const [method, url, payload] of writes) {
      for (const role of ROLES.filter((r) => r !== "worlddirector")) {
        const res = await call(method, url, payload, tokens.get(role));
        expect(res.statusCode, `${method} ${url} as ${role}`).toBe(403);
      }
      const anonymous = await t.app.inject({ method, url, ...(payload ? { payload } : {}) });
      expect(anonymous.statusCode, `${method} ${url} as a visitor`).toBe(401);
    }
    expect(await gallery()).toEqual(before);
    expect(t.app.diagrams.stats.jobs).toBe(jobs);
  });
});
