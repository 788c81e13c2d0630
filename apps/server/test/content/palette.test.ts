import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LatexPalette, LatexSymbolRecord } from "@tq/contract/content";
import { ROLES, type Role } from "@tq/contract/roles";
import { auditLog } from "../../src/db/schema/index.ts";
import { LATEX_PALETTE } from "../../src/db/seed/latex-palette.ts";
import { bearer, createTestApp, errorOf, signInEveryRole, type TestApp } from "../support/helpers.ts";

/** The LaTeX palette (issue #3): public to read, the world director's to change. */

let t: TestApp;
let director: string;
let tokens: Map<Role, string>;
const URL = "/api/content/latex-symbols";

beforeAll(async () => {
  t = await createTestApp();
  tokens = await signInEveryRole(t);
  director = tokens.get("worlddirector") ?? "";
});
afterAll(() => t.close());

async function palette(): Promise<LatexPalette> {
  const res = await t.app.inject({ method: "GET", url: URL });
  expect(res.statusCode).toBe(200);
  return res.json() as LatexPalette;
}

function call(method: "POST" | "PATCH" | "DELETE" | "PUT", url: string, payload?: object, token = director) {
  return t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
}

const category = (p: LatexPalette, name: string) => p.categories.find((c) => c.name === name);

describe("GET /api/content/latex-symbols", () => {
  it("answers every visitor the seeded palette, grouped by category in order", async () => {
    const p = await palette();
    const names = [...new Set(LATEX_PALETTE.map((s) => s.category))];
    expect(p.categories.map((c) => c.name)).toEqual(names);
    expect(p.categories.flatMap((c) => c.symbols.map((s) => s.latex))).toEqual(LATEX_PALETTE.map((s) => s.latex));
    expect(p.categories[0]?.symbols[0]).toEqual({ id: expect.any(Number), label: "alpha", latex: "\\alpha" });
  });
});

describe("POST /api/content/latex-symbols", () => {
  it("adds a symbol at the end of its category, logs it, and the public palette shows it at once", async () => {
    const res = await call("POST", URL, { category: "Greek letters", label: "xi", latex: "\\xi" });
    expect(res.statusCode, res.body).toBe(201);
    const added = res.json() as LatexSymbolRecord;
    expect(added).toEqual({ id: expect.any(Number), category: "Greek letters", label: "xi", latex: "\\xi" });
    expect(category(await palette(), "Greek letters")?.symbols.at(-1)).toEqual({
      id: added.id,
      label: "xi",
      latex: "\\xi",
    });
    const logged = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "content.latex_symbol_added"), eq(auditLog.targetId, String(added.id))));
    expect(logged).toHaveLength(1);
  });

  it("starts a new category after the others", async () => {
    const res = await call("POST", URL, {
      category: "Chemistry",
      label: "reaction arrow",
      latex: "\\rightleftharpoons",
    });
    expect(res.statusCode, res.body).toBe(201);
    expect((await palette()).categories.at(-1)).toEqual({
      name: "Chemistry",
      symbols: [{ id: expect.any(Number), label: "reaction arrow", latex: "\\rightleftharpoons" }],
    });
  });

  it("refuses LaTeX KaTeX cannot render, with KaTeX's reason on the latex field", async () => {
    for (const latex of ["\\frac{a", "\\notacommand", "\\href{https://example.com}{x}"]) {
      const res = await call("POST", URL, { category: "Operators", label: "broken", latex });
      expect(res.statusCode, latex).toBe(400);
      const error = errorOf(res);
      expect(error.code).toBe("validation");
      expect(error.fields?.latex).toMatch(/^KaTeX cannot render this: /);
    }
    expect(errorOf(await call("POST", URL, { category: "Operators", label: "x", latex: "\\frac{a" })).message).toMatch(
      /expected '}' at end of input/,
    );
  });

  it("refuses the same LaTeX twice in one category (409), but not in another category", async () => {
    const twice = await call("POST", URL, { category: "Greek letters", label: "alpha again", latex: "\\alpha" });
    expect(twice.statusCode).toBe(409);
    expect(errorOf(twice).fields?.latex).toMatch(/already has a symbol with this LaTeX/);
    const elsewhere = await call("POST", URL, { category: "Chemistry", label: "alpha", latex: "\\alpha" });
    expect(elsewhere.statusCode).toBe(201);
  });

  it("validates the fields with the contract's messages", async () => {
    const res = await call("POST", URL, { category: " ", label: "", latex: "x".repeat(501) });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(errorOf(res).fields ?? {}).sort()).toEqual(["category", "label", "latex"]);
  });
});

describe("PATCH and DELETE /api/content/latex-symbols/{id}", () => {
  async function add(latex: string, cat = "Arrows"): Promise<LatexSymbolRecord> {
    const res = await call("POST", URL, { category: cat, label: `sym ${latex}`, latex });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as LatexSymbolRecord;
  }

  it("changes the label and the LaTeX in place", async () => {
    const s = await add("\\nearrow");
    const res = await call("PATCH", `${URL}/${s.id}`, { label: "north-east", latex: "\\searrow" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ...s, label: "north-east", latex: "\\searrow" });
    expect(category(await palette(), "Arrows")?.symbols.at(-1)).toEqual({
      id: s.id,
      label: "north-east",
      latex: "\\searrow",
    });
  });

  it("moves a symbol given another category to the end of it", async () => {
    const s = await add("\\nwarrow");
    const res = await call("PATCH", `${URL}/${s.id}`, { category: "Relations" });
    expect(res.statusCode).toBe(200);
    const p = await palette();
    expect(category(p, "Relations")?.symbols.at(-1)?.id).toBe(s.id);
    expect(category(p, "Arrows")?.symbols.some((x) => x.id === s.id)).toBe(false);
  });

  it("refuses bad LaTeX, a duplicate, an empty change and an unknown id", async () => {
    const s = await add("\\swarrow");
    expect(errorOf(await call("PATCH", `${URL}/${s.id}`, { latex: "\\sqrt{" })).fields?.latex).toMatch(/KaTeX/);
    expect((await call("PATCH", `${URL}/${s.id}`, { latex: "\\rightarrow" })).statusCode).toBe(409);
    expect((await call("PATCH", `${URL}/${s.id}`, {})).statusCode).toBe(400);
    expect((await call("PATCH", `${URL}/999999`, { label: "ghost" })).statusCode).toBe(404);
    expect((await call("PATCH", `${URL}/abc`, { label: "ghost" })).statusCode).toBe(400);
  });

  it("deletes a symbol (204), then it is gone (404)", async () => {
    const s = await add("\\leftrightarrow");
    const res = await call("DELETE", `${URL}/${s.id}`);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe("");
    expect(category(await palette(), "Arrows")?.symbols.some((x) => x.id === s.id)).toBe(false);
    expect((await call("DELETE", `${URL}/${s.id}`)).statusCode).toBe(404);
  });
});

describe("PUT /api/content/latex-symbols/order", () => {
  it("puts one category in the given order and leaves the others as they were", async () => {
    const before = await palette();
    const trig = category(before, "Trigonometry");
    const ids = (trig?.symbols ?? []).map((s) => s.id).reverse();
    const res = await call("PUT", `${URL}/order`, { category: "Trigonometry", ids });
    expect(res.statusCode, res.body).toBe(200);
    const after = await palette();
    expect(res.json()).toEqual(after);
    expect(category(after, "Trigonometry")?.symbols.map((s) => s.id)).toEqual(ids);
    expect(after.categories.map((c) => c.name)).toEqual(before.categories.map((c) => c.name));
    const others = (p: LatexPalette) => p.categories.filter((c) => c.name !== "Trigonometry");
    expect(others(after)).toEqual(others(before));
  });

  it("refuses a wrong set of ids (400), an unknown category (404)", async () => {
    const ids = (category(await palette(), "Brackets")?.symbols ?? []).map((s) => s.id);
    const greek = category(await palette(), "Greek letters")?.symbols[0]?.id ?? 0;
    for (const wrong of [ids.slice(1), [...ids, greek], [...ids.slice(1), greek]]) {
      const res = await call("PUT", `${URL}/order`, { category: "Brackets", ids: wrong });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).fields?.ids).toBeDefined();
    }
    expect((await call("PUT", `${URL}/order`, { category: "Brackets", ids: [...ids, ids[0]] })).statusCode).toBe(400);
    expect((await call("PUT", `${URL}/order`, { category: "Nowhere", ids })).statusCode).toBe(404);
  });
});

describe("who may change the palette", () => {
  it("refuses every other role (403) and visitors (401), changing nothing", async () => {
    const p = await palette();
    const id = p.categories[0]?.symbols[0]?.id ?? 0;
    const writes: [method: "POST" | "PATCH" | "DELETE" | "PUT", url: string, payload?: object][] = [
      ["POST", URL, { category: "Greek letters", label: "eta", latex: "\\eta" }],
      ["PATCH", `${URL}/${id}`, { label: "renamed" }],
      ["DELETE", `${URL}/${id}`],
      ["PUT", `${URL}/order`, { category: "Greek letters", ids: p.categories[0]?.symbols.map((s) => s.id) ?? [] }],
    ];
    for (const [method, url, payload] of writes) {
      for (const role of ROLES.filter((r) => r !== "worlddirector")) {
        const res = await call(method, url, payload, tokens.get(role));
        expect(res.statusCode, `${method} ${url} as ${role}`).toBe(403);
        expect(errorOf(res).code).toBe("forbidden");
      }
      const anonymous = await t.app.inject({ method, url, ...(payload ? { payload } : {}) });
      expect(anonymous.statusCode, `${method} ${url} as a visitor`).toBe(401);
    }
    expect(await palette()).toEqual(p);
  });
});
