import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TutorialView } from "@tq/contract/catalog";
import { parseHtml } from "../../src/content/dom.ts";
import { renderTutorialHtml } from "../../src/content/render.ts";
import { renderDiagramsInHtml } from "../../src/content/tikz.ts";
import { tutorials } from "../../src/db/schema/index.ts";
import { AppError } from "../../src/lib/errors.ts";
import { storeDrawnHtml } from "../../src/modules/catalog/repo.ts";
import { buildCourseTree } from "./catalog-factory.ts";
import { buildUser, createTestApp, type TestApp } from "../support/helpers.ts";

/** Tutorials show their TikZ diagrams as images, drawn on first read and stored (ADR 0009/0010). */

const picture = (body: string) => `\\begin{tikzpicture}${body}\\end{tikzpicture}`;
const figure = (url: string) =>
  `<figure class="tikz-figure"><img src="${url}" alt="Diagram" loading="lazy" decoding="async"></figure>`;
const ERROR_FIGURE =
  '<figure class="tikz-figure tikz-error"><figcaption>This diagram could not be drawn.</figcaption></figure>';

describe("renderDiagramsInHtml", () => {
  it("replaces every TikZ block with a figure of its image, keeping the rest (math too) as it was", async () => {
    const html = renderTutorialHtml(
      `<p>$x^2$ and a &lt;tag&gt;</p><pre data-tikz>${picture("\\draw (0,0) -- (1,1);")}</pre>` +
        `<p>then</p><p>${picture("\\node at (0,0) {$a&lt;b$};")}</p>`,
    ).html;
    const asked: string[] = [];
    const out = await renderDiagramsInHtml(html, (source) => {
      asked.push(source);
      return Promise.resolve(`/diagrams/${asked.length}.svg`);
    });
    // The renderer gets the source as text (entities decoded), not as HTML.
    expect(asked).toEqual([picture("\\draw (0,0) -- (1,1);"), picture("\\node at (0,0) {$a<b$};")]);
    expect(out).not.toContain("<pre");
    expect(out).toContain(`${figure("/diagrams/1.svg")}<p>then</p>${figure("/diagrams/2.svg")}`);
    const before = html.slice(0, html.indexOf("<pre"));
    expect(out.startsWith(before)).toBe(true); // the KaTeX output survives untouched
    expect(parseHtml(out).querySelectorAll(".katex").length).toBe(1);
  });

  it("turns a source that cannot be drawn into the error figure, and tells about it", async () => {
    const html = renderTutorialHtml(`<pre data-tikz>${picture("\\bad")}</pre><p>after</p>`).html;
    const errors: unknown[] = [];
    const out = await renderDiagramsInHtml(
      html,
      () => Promise.reject(new AppError(400, "validation", "Undefined control sequence")),
      { onError: (_source, err, transient) => errors.push([err, transient]) },
    );
    expect(out).toBe(`${ERROR_FIGURE}<p>after</p>`);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toEqual([expect.any(AppError), false]);
  });

  it("leaves a block whose failure is transient for a later read", async () => {
    const html = renderTutorialHtml(
      `<pre data-tikz>${picture("\\draw (0,0);")}</pre><pre data-tikz>${picture("\\draw (1,1);")}</pre>`,
    ).html;
    const busy = new AppError(503, "unavailable", "busy");
    const out = await renderDiagramsInHtml(
      html,
      (source) => (source.includes("(1,1)") ? Promise.reject(busy) : Promise.resolve("/diagrams/a.svg")),
      { isTransient: (err) => err instanceof AppError && err.status >= 500 },
    );
    expect(out).toBe(`${figure("/diagrams/a.svg")}<pre class="tikz" data-tikz="">${picture("\\draw (1,1);")}</pre>`);
    // All transient: the very same string comes back (nothing to store).
    const again = await renderDiagramsInHtml(html, () => Promise.reject(busy), { isTransient: () => true });
    expect(again).toBe(html);
  });

  it("gives the drawn image its author's description as alt text, through the sanitizer (issue #17)", async () => {
    const html = renderTutorialHtml(
      `<pre data-tikz data-description="  A square,\n  side 2 " onclick="x()">${picture("\\draw (0,0) rectangle (2,2);")}</pre>` +
        `<pre data-tikz data-description="A broken one">${picture("\\bad")}</pre>`,
    ).html;
    expect(html).toContain('data-description="A square, side 2"'); // normalized as it is stored
    expect(html).not.toContain("onclick");
    const out = await renderDiagramsInHtml(html, (source) =>
      source.includes("bad") ? Promise.reject(new AppError(400, "validation", "bad")) : Promise.resolve("/d/1.svg"),
    );
    const root = parseHtml(out);
    expect(root.querySelectorAll("img")[0]?.getAttribute("alt")).toBe("A square, side 2");
    expect(root.querySelectorAll("figcaption")[0]?.textContent).toBe(
      "This diagram could not be drawn. It shows: A broken one",
    );
  });

  it("answers HTML without TikZ blocks as it is, without asking the renderer", async () => {
    const html = renderTutorialHtml("<p>$\\sqrt 2$ and the word data-tikz</p>").html;
    const out = await renderDiagramsInHtml(html, () => Promise.reject(new Error("not called")));
    expect(out).toBe(html);
  });
});

describe("GET /api/tutorials/{id} with TikZ diagrams", () => {
  let t: TestApp;
  let tree: Awaited<ReturnType<typeof buildCourseTree>>;
  const good = picture("\\draw (0,0) -- (1,1);");
  const bad = picture("\\undefinedcommand");

  beforeAll(async () => {
    t = await createTestApp();
    const owner = await buildUser(t.database, { role: "teacher" });
    tree = await buildCourseTree(t.database, { ownerId: owner.id });
  });
  afterAll(() => t.close());

  const stored = async (id: number) => {
    const [row] = await t.database.db
      .select({ html: tutorials.renderedHtml })
      .from(tutorials)
      .where(eq(tutorials.id, id));
    return row?.html;
  };
  const setHtml = (id: number, userHtml: string) =>
    t.database.db
      .update(tutorials)
      .set({ renderedHtml: renderTutorialHtml(userHtml).html })
      .where(eq(tutorials.id, id));
  const read = async (id: number) => {
    const res = await t.app.inject({ method: "GET", url: `/api/tutorials/${id}` });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as TutorialView).tutorial.html;
  };

  it("draws the diagrams on the first read, stores the result, and serves the image", async () => {
    const id = tree.tutorials.preview.id;
    await setHtml(id, `<p>Look:</p><pre data-tikz>${good}</pre><p>$F = ma$</p>`);
    expect(t.app.diagrams.stats.workerStarts).toBe(0); // nothing drawn before a read
    const html = await read(id);
    const url = /<img src="(\/diagrams\/[0-9a-f]{64}\.svg)" alt="Diagram" loading="lazy" decoding="async">/.exec(
      html,
    )?.[1];
    expect(url, html).toBeDefined();
    expect(html).toContain(`<p>Look:</p>${figure(url ?? "")}<p>`);
    expect(html).not.toContain("<pre");
    expect(await stored(id)).toBe(html);
    expect(t.app.diagrams.stats.jobs).toBe(1);

    const hits = t.app.diagrams.stats.cacheHits;
    expect(await read(id)).toBe(html);
    expect(t.app.diagrams.stats.jobs).toBe(1); // not drawn again
    expect(t.app.diagrams.stats.cacheHits).toBe(hits); // not even looked up

    const svg = await t.app.inject({ method: "GET", url: url ?? "" });
    expect(svg.statusCode).toBe(200);
    expect(svg.headers["content-type"]).toBe("image/svg+xml");
    expect(svg.body.startsWith("<svg")).toBe(true);
  }, 60_000);

  it("shows a diagram that cannot be drawn as an error figure, once, and still answers 200", async () => {
    const id = tree.tutorials.preview.id;
    await setHtml(id, `<pre data-tikz>${bad}</pre><p>between</p><pre data-tikz>${good}</pre>`);
    const jobs = t.app.diagrams.stats.jobs;
    const html = await read(id);
    expect(html).toMatch(
      new RegExp(`^${ERROR_FIGURE}<p>between</p><figure class="tikz-figure"><img src="/diagrams/[0-9a-f]{64}\\.svg"`),
    );
    expect(await stored(id)).toBe(html);
    expect(t.app.diagrams.stats.jobs - jobs).toBe(1); // the good one was cached already
    expect(await read(id)).toBe(html);
    expect(t.app.diagrams.stats.jobs - jobs).toBe(1); // the bad one is not retried
  }, 60_000);

  it("draws for a visitor whose own diagram rate limit is spent (the platform's content)", async () => {
    const id = tree.tutorials.preview.id;
    // Spend this address's whole diagramRenderIp budget (inject's requests come from 127.0.0.1).
    for (let i = 0; i < 100_000; i += 1) {
      const spent = await t.app.ctx.limits.consume("diagramRenderIp", "127.0.0.1").then(
        () => false,
        () => true,
      );
      if (spent) break;
    }
    const tryIt = await t.app.inject({
      method: "POST",
      url: "/api/diagrams",
      payload: { source: picture("\\draw (0,0) circle (3);") },
    });
    expect(tryIt.statusCode).toBe(429);

    const sources = [1, 2].map((i) => picture(`\\draw (0,0) rectangle (${i + 2},1);`));
    await setHtml(id, sources.map((s) => `<pre data-tikz>${s}</pre>`).join(""));
    const html = await read(id);
    expect(parseHtml(html).querySelectorAll("figure.tikz-figure > img").length).toBe(2);
    expect(html).not.toContain("tikz-error");
    await t.app.ctx.limits.reset("diagramRenderIp", "127.0.0.1");
  }, 60_000);

  it("does not overwrite an edit made while the diagrams were being drawn", async () => {
    const id = tree.tutorials.paid.id;
    const [row] = await t.database.db.select().from(tutorials).where(eq(tutorials.id, id));
    if (!row) throw new Error("no tutorial");
    await t.database.db.update(tutorials).set({ renderedHtml: "<p>edited</p>" }).where(eq(tutorials.id, id));
    expect(await storeDrawnHtml(t.database.db, id, row.renderedHtml, "<p>drawn</p>")).toBe(false);
    expect(await stored(id)).toBe("<p>edited</p>");
    expect(await storeDrawnHtml(t.database.db, id, "<p>edited</p>", "<p>drawn</p>")).toBe(true);
    expect(await stored(id)).toBe("<p>drawn</p>");
  });
});
