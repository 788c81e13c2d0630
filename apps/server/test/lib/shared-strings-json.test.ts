import fc from "fast-check";
import { isResponseSerializationError } from "fastify-type-provider-zod";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { sharedStringsJson, sharedStringsSerializer } from "../../src/lib/shared-strings-json.ts";

/** Issue #15: the quiz player's answers are written with their long strings encoded once. */
describe("sharedStringsJson", () => {
  // Long strings with the characters that make JSON escape (quotes, backslashes, controls) and
  // those beyond Latin-1 and the BMP, as KaTeX's HTML has them.
  const longString = fc
    .array(
      fc.oneof(
        fc.string({ unit: "grapheme" }),
        fc.constantFrom('"', "\\", "\n", "\u0001", "−", "😀", '<span class="katex">'),
      ),
      {
        minLength: 60,
        maxLength: 200,
      },
    )
    .map((parts) => parts.join("").padEnd(300, "x"));
  const value = fc.letrec((tie) => ({
    any: fc.oneof(
      { depthSize: "small" },
      fc.string(),
      longString,
      fc.double(),
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
      fc.constant(undefined),
      fc.date({ noInvalidDate: true }),
      fc.array(tie("any"), { maxLength: 5 }),
      fc.dictionary(fc.string(), tie("any"), { maxKeys: 5 }),
    ),
  })).any;

  it("writes exactly what JSON.stringify writes", () => {
    fc.assert(
      fc.property(value, (v) => {
        const expected = JSON.stringify(v);
        if (expected === undefined) return; // a lone undefined: no JSON at all (never an answer)
        expect(sharedStringsJson(v).toString("utf8")).toBe(expected);
      }),
      { numRuns: 500 },
    );
  });

  it("keeps a long string's bytes and answers them again", () => {
    const html = `<p>${"<b>kept</b> −".repeat(40)}</p>`;
    expect(sharedStringsJson(html)).toBe(sharedStringsJson(html));
  });

  it("keeps only the long strings under the shared properties", () => {
    const long = (tag: string) => `<p>${`${tag} −`.repeat(100)}</p>`;
    const v = { questions: [{ stemHtml: long("stem") }], answers: [{ text: long("essay") }] };
    const bytes = sharedStringsJson(v, (key) => key === "questions").toString("utf8");
    expect(bytes).toBe(JSON.stringify(v));
    // The stem is now kept: alone, it comes back as the very buffer kept; the essay does not.
    expect(sharedStringsJson(long("stem"), () => false)).not.toBe(sharedStringsJson(long("stem"), () => false));
    expect(sharedStringsJson(long("stem"))).toBe(sharedStringsJson(long("stem")));
  });

  it("resolves toJSON once and unwraps wrapped primitives, as JSON.stringify does", () => {
    const v = {
      a: { toJSON: () => ({ toJSON: () => "inner" }) },
      b: [new Number(3), new String("s"), new Boolean(false)],
    };
    expect(sharedStringsJson(v).toString("utf8")).toBe(JSON.stringify(v));
  });

  it("writes the same bytes the second time, from what it kept", () => {
    const html = `<p>${'<span class="katex">−x</span>'.repeat(40)}</p>`;
    const v = { questions: [{ stemHtml: html, options: [{ html }, { html: `${html}!` }] }], n: -0, when: new Date(0) };
    const first = sharedStringsJson(v);
    expect(sharedStringsJson(v).equals(first)).toBe(true);
    expect(JSON.parse(first.toString("utf8"))).toEqual(JSON.parse(JSON.stringify(v)));
  });

  it("throws on a bigint, as JSON.stringify does", () => {
    expect(() => sharedStringsJson({ n: 1n })).toThrow(TypeError);
  });
});

describe("sharedStringsSerializer", () => {
  const schema = z.object({ id: z.number(), html: z.string() });
  const serialize = sharedStringsSerializer(["html"])({ schema, method: "GET", url: "/x", httpStatus: "200" });

  it("sends only what the schema names", () => {
    const out = serialize({ id: 1, html: "y".repeat(300), secret: "not for the client" });
    expect(JSON.parse(String(out))).toEqual({ id: 1, html: "y".repeat(300) });
  });

  it("refuses an answer its schema refuses, as the app's serializer does", () => {
    let thrown: unknown;
    try {
      serialize({ id: "one", html: "" });
    } catch (error) {
      thrown = error;
    }
    expect(isResponseSerializationError(thrown)).toBe(true);
  });
});
