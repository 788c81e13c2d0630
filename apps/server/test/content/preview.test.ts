import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PREVIEW_HTML_MAX, type PreviewAnswer } from "@tq/contract/content";
import { parseHtml } from "../../src/content/dom.ts";
import { renderTutorialHtml } from "../../src/content/render.ts";
import { SSR_CALL_HEADER, ssrCallSecret } from "../../src/plugins/ssr-calls.ts";
import { bearer, buildUser, createTestApp, errorOf, signIn, type TestApp } from "../support/helpers.ts";

/** POST /api/content/preview: exactly what a reader would get for a source (issue #3). */

const picture = (body: string) => `\\begin{tikzpicture}${body}\\end{tikzpicture}`;
const tikz = (body: string) => `<pre data-tikz>${picture(body)}</pre>`;

function preview(t: TestApp, html: string, token?: string) {
  return t.app.inject({
    method: "POST",
    url: "/api/content/preview",
    payload: { html },
    headers: token ? bearer(token) : {},
  });
}

describe("POST /api/content/preview", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("sanitizes: scripts and event handlers vanish, allowed markup stays", async () => {
    const res = await preview(
      t,
      '<h2>Title</h2><p onclick="x()">Safe <strong>bold</strong></p><script>alert(1)</script>' +
        '<img src="x" onerror="alert(2)"><a href="javascript:alert(3)">link</a>',
    );
    expect(res.statusCode, res.body).toBe(200);
    const { html, diagramErrors } = res.json() as PreviewAnswer;
    expect(html).not.toMatch(/<script|onerror|onclick|javascript:/i);
    expect(html).toContain("<h2>Title</h2><p>Safe <strong>bold</strong></p>");
    expect(diagramErrors).toEqual([]);
  });

  it("renders math exactly as the tutorial pipeline does", async () => {
    const source = "<p>A fraction $\\frac{a}{b}$ and $$\\sum_{i=1}^n i$$ and a bad one $\\frac{a$.</p>";
    const res = await preview(t, source);
    expect(res.statusCode).toBe(200);
    const { html } = res.json() as PreviewAnswer;
    expect(html).toBe(renderTutorialHtml(source).html);
    const root = parseHtml(html);
    expect(root.querySelectorAll(".katex").length).toBe(2);
    expect(root.querySelectorAll(".katex-display").length).toBe(1);
    expect(root.querySelectorAll(".math-error").length).toBe(1);
  });

  it("draws a TikZ picture; a source that cannot draw becomes the error figure, with its reason", async () => {
    const res = await preview(t, `<p>Before</p>${tikz("\\draw (0,0) -- (1,0.5);")}${tikz("\\input{secret}")}`);
    expect(res.statusCode, res.body).toBe(200);
    const { html, diagramErrors } = res.json() as PreviewAnswer;
    expect(html).toMatch(
      /^<p>Before<\/p><figure class="tikz-figure"><img src="\/diagrams\/[0-9a-f]{64}\.svg" alt="Diagram"[^>]*><\/figure>/,
    );
    expect(html).toContain(
      '<figure class="tikz-figure tikz-error"><figcaption>This diagram could not be drawn.</figcaption></figure>',
    );
    expect(diagramErrors).toEqual(["The diagram could not be drawn: \\input is not allowed in a diagram."]);
  });

  it("refuses HTML over 200 KB (400), and a body over the server's limit (413)", async () => {
    const big = await preview(t, "x".repeat(PREVIEW_HTML_MAX + 1));
    expect(big.statusCode).toBe(400);
    expect(errorOf(big).fields?.html).toMatch(/at most 200 KB/);
    expect((await preview(t, "x".repeat(300 * 1024))).statusCode).toBe(413);
    expect((await t.app.inject({ method: "POST", url: "/api/content/preview", payload: {} })).statusCode).toBe(400);
  });
});

describe("the preview's rate limits", () => {
  // Limits scaled down: 10 previews per address, 1 new diagram per address.
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimitScale: 0.05 });
  });
  afterAll(() => t.close());

  it("spends the visitor's diagram points like POST /api/diagrams, then its own preview limit (429)", async () => {
    const first = await preview(t, tikz("\\draw (0,0) circle (0.5);"));
    expect((first.json() as PreviewAnswer).diagramErrors).toEqual([]);
    // The one new-diagram point of this address is spent, on the diagram service's own key.
    const direct = await t.app.inject({
      method: "POST",
      url: "/api/diagrams",
      payload: { source: picture("\\draw (0,0) -- (2,2);") },
    });
    expect(direct.statusCode).toBe(429);
    // A new diagram beyond the limit stays source in the preview, with the reason.
    const second = await preview(t, `<p>$x^2$</p>${tikz("\\draw (0,0) -- (2,2);")}`);
    expect(second.statusCode).toBe(200);
    const answer = second.json() as PreviewAnswer;
    expect(answer.html).toContain('<pre class="tikz" data-tikz="">');
    expect(answer.html).toContain('class="katex"');
    expect(answer.diagramErrors).toEqual([expect.stringMatching(/^Too many attempts/)]);
    // An already drawn diagram costs nothing.
    expect((await preview(t, tikz("\\draw (0,0) circle (0.5);"))).json()).toMatchObject({ diagramErrors: [] });

    for (let i = 0; i < 7; i++) expect((await preview(t, `<p>${i}</p>`)).statusCode).toBe(200);
    const limited = await preview(t, "<p>one more</p>");
    expect(limited.statusCode).toBe(429);
    expect(errorOf(limited)).toEqual({ code: "rate_limited", message: expect.stringMatching(/^Too many attempts/) });

    // The web server's own in-process calls (a help page's fixed examples) spend nothing.
    const ssr = await t.app.inject({
      method: "POST",
      url: "/api/content/preview",
      payload: { html: "<p>An example</p>" },
      headers: { [SSR_CALL_HEADER]: ssrCallSecret },
    });
    expect(ssr.statusCode).toBe(200);

    // A signed-in user previews on their own account's budget.
    const student = await signIn(t.app, (await buildUser(t.database, { role: "student" })).email);
    expect((await preview(t, "<p>mine</p>", student)).statusCode).toBe(200);
  });
});
