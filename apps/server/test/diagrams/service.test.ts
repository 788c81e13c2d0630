import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, buildUser, createTestApp, errorOf, signIn, type TestApp } from "../support/helpers.ts";

/** The TikZ diagram service (issue #3): real renders in the worker process, cache, safety. */

let t: TestApp;
let teacher: string;
let student: string;

const picture = (body: string) => `\\begin{tikzpicture}${body}\\end{tikzpicture}`;

beforeAll(async () => {
  t = await createTestApp();
  teacher = await signIn(t.app, (await buildUser(t.database, { role: "teacher" })).email);
  student = await signIn(t.app, (await buildUser(t.database, { role: "student" })).email);
});
afterAll(() => t.close());

async function post(source: string, token: string | null = teacher) {
  return t.app.inject({
    method: "POST",
    url: "/api/diagrams",
    payload: { source },
    headers: token ? bearer(token) : {},
  });
}

describe("the diagram service", () => {
  it("starts no worker at start-up", () => {
    expect(t.app.diagrams.stats.workerStarts).toBe(0);
  });

  it("renders a tikzpicture to an SVG served with immutable, locked-down headers", async () => {
    const res = await post(picture("\\draw (0,0) circle (1cm); \\node at (0,0) {$x^2 \\in A$};"));
    expect(res.statusCode, res.body).toBe(200);
    const { hash, url } = res.json() as { hash: string; url: string };
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(url).toBe(`/diagrams/${hash}.svg`);

    const svg = await t.app.inject({ method: "GET", url });
    expect(svg.statusCode).toBe(200);
    expect(svg.headers["content-type"]).toBe("image/svg+xml");
    expect(svg.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(svg.headers["x-content-type-options"]).toBe("nosniff");
    expect(svg.headers["content-security-policy"]).toMatch(/^default-src 'none'; style-src 'unsafe-inline'; font-src/);
    expect(svg.body.startsWith("<svg")).toBe(true);
    expect(svg.body).toContain("<path");
    // The labels' fonts travel with the SVG; nothing points outside it.
    expect(svg.body).toContain("@font-face{font-family:cmmi10;src:url(data:font/ttf;base64,");
    expect(svg.body).not.toMatch(/<script|\son\w+=|href="(?!#)|url\((?!data:font\/ttf;base64,|#)|@import/i);
    expect(t.app.diagrams.stats.workerStarts).toBe(1);
  });

  it("renders one source once, however often and however concurrently it is asked for", async () => {
    const before = t.app.diagrams.stats.jobs;
    const source = picture("\\draw[red] (0,0) -- (2,1);");
    const answers = await Promise.all([post(source), post(source), post(` ${source}\r\n`), post(source, student)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    expect(new Set(answers.map((a) => (a.json() as { hash: string }).hash)).size).toBe(1);
    expect((await post(source)).statusCode).toBe(200);
    expect(t.app.diagrams.stats.jobs - before).toBe(1);
  });

  it("renders 20 different diagrams asked for at once, each exactly once", async () => {
    const before = t.app.diagrams.stats.jobs;
    const sources = Array.from({ length: 20 }, (_, i) => picture(`\\draw (0,0) rectangle (${i + 1},1);`));
    const answers = await Promise.all(sources.map((s) => post(s)));
    expect(answers.map((a) => a.statusCode)).toEqual(sources.map(() => 200));
    const hashes = answers.map((a) => (a.json() as { hash: string }).hash);
    expect(new Set(hashes).size).toBe(20);
    expect(t.app.diagrams.stats.jobs - before).toBe(20);
    for (const hash of hashes.slice(0, 3)) {
      expect((await t.app.inject({ method: "GET", url: `/diagrams/${hash}.svg` })).statusCode).toBe(200);
    }
  }, 60_000);

  it.each([
    ["\\input{/etc/passwd}", "\\input"],
    ["\\write18{ls}", "\\write"],
    ["\\immediate\\write18{rm -rf /}", "\\immediate"],
    ["\\newread\\f \\openin\\f=/etc/passwd", "\\newread"],
    ["\\openin 1=/etc/passwd", "\\openin"],
    ["\\catcode`\\~=0", "\\catcode"],
    ["\\csname input\\endcsname{x}", "\\csname"],
    ["\\begin{input}{/etc/passwd}\\end{input}", '"input"'],
    ["\\special{dvisvgm:raw <script>alert(1)</script>}", "\\special"],
    ["^^5cinput x", "^^"],
  ])("refuses %s before TeX sees it", async (body, named) => {
    const jobs = t.app.diagrams.stats.jobs;
    const res = await post(picture(body));
    expect(res.statusCode).toBe(400);
    const error = errorOf(res);
    expect(error.code).toBe("validation");
    expect(error.message).toContain(named);
    expect(error.fields?.source).toBeDefined();
    expect(t.app.diagrams.stats.jobs).toBe(jobs);
  });

  it("refuses packages outside the allow-list, and sources that are not a tikzpicture", async () => {
    const pkg = await post(`\\usepackage{shellesc}\n${picture("\\draw (0,0) -- (1,0);")}`);
    expect(pkg.statusCode).toBe(400);
    expect(errorOf(pkg).message).toContain('"shellesc"');
    expect((await post("\\draw (0,0) -- (1,0);")).statusCode).toBe(400);
    expect((await post("x".repeat(20_001))).statusCode).toBe(400);
  });

  it("answers TeX's first error, with the line, as a 400", async () => {
    const res = await post(`\\begin{tikzpicture}\n\\draw (0,0) -- (1,1);\n\\draw \\nosuchmacro;\n\\end{tikzpicture}`);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toBe("The diagram could not be drawn: Undefined control sequence (line 3).");
  });

  it("stops an endless macro at the timeout, and the next render works in a fresh worker", async () => {
    const { settings, stats } = t.app.diagrams;
    const timeout = settings.timeoutMs;
    settings.timeoutMs = 2_000;
    try {
      const starts = stats.workerStarts;
      const begun = Date.now();
      const res = await post(picture("\\def\\x{\\x}\\x"));
      expect(Date.now() - begun).toBeLessThan(8_000);
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).message).toMatch(/took longer than 2 s/);
      expect(stats.timeouts).toBe(1);
      settings.timeoutMs = timeout; // the next render, in a fresh worker, may be slow on a loaded machine
      const next = await post(picture("\\draw (0,0) -- (1,2);"));
      expect(next.statusCode, next.body).toBe(200);
      expect(stats.workerStarts).toBe(starts + 1);
    } finally {
      settings.timeoutMs = timeout;
    }
  }, 30_000);

  it("answers 404 for an unknown diagram and 400 for a malformed address", async () => {
    const unknown = await t.app.inject({ method: "GET", url: `/diagrams/${"0".repeat(64)}.svg` });
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).code).toBe("not_found");
    for (const url of ["/diagrams/abc.svg", `/diagrams/${"0".repeat(64)}.png`, "/diagrams/..%2Fetc%2Fpasswd"]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(400);
    }
  });

  it("serves the fonts itself, cached for a year", async () => {
    const css = await t.app.inject({ method: "GET", url: "/diagrams/fonts/fonts.css" });
    expect(css.statusCode).toBe(200);
    expect(css.headers["content-type"]).toMatch(/^text\/css/);
    expect(css.body).toContain("url('bakoma/ttf/cmr10.ttf')");
    const font = await t.app.inject({ method: "GET", url: "/diagrams/fonts/bakoma/ttf/cmr10.ttf" });
    expect(font.statusCode).toBe(200);
    expect(font.headers["content-type"]).toBe("font/ttf");
    expect(font.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const missing = await t.app.inject({ method: "GET", url: "/diagrams/fonts/bakoma/ttf/nosuch.ttf" });
    expect(missing.statusCode).toBe(404);
  });
});

describe("the diagram cache and limits across a restart", () => {
  it("serves a cached diagram from a second app on the same data dir without rendering", async () => {
    const source = picture("\\draw[blue] (0,0) -- (1,3);");
    const first = await post(source);
    expect(first.statusCode).toBe(200);
    const { hash } = first.json() as { hash: string };

    // Strict limits (2 new renders per address) on the second app, for the visitor test below.
    const again = await createTestApp({ rateLimitScale: 0.1, config: { dataDir: t.config.dataDir } });
    try {
      const d = again.app.diagrams;
      const svg = await again.app.inject({ method: "GET", url: `/diagrams/${hash}.svg` });
      expect(svg.statusCode).toBe(200);
      const resubmitted = await again.app.inject({ method: "POST", url: "/api/diagrams", payload: { source } });
      expect(resubmitted.statusCode).toBe(200);
      expect((resubmitted.json() as { hash: string }).hash).toBe(hash);
      expect(d.stats.workerStarts).toBe(0);
      expect(d.stats.jobs).toBe(0);

      // Visitors may try diagrams; new renders per address are strictly limited, cached ones are free.
      const anon = (s: string) => again.app.inject({ method: "POST", url: "/api/diagrams", payload: { source: s } });
      expect((await anon(picture("\\draw (0,0) -- (4,1);"))).statusCode).toBe(200);
      expect((await anon(picture("\\draw (0,0) -- (4,2);"))).statusCode).toBe(200);
      const limited = await anon(picture("\\draw (0,0) -- (4,3);"));
      expect(limited.statusCode).toBe(429);
      expect(errorOf(limited).code).toBe("rate_limited");
      expect((await anon(source)).statusCode).toBe(200);
      // Staff count against their own account, not the address.
      const staff = await signIn(again.app, (await buildUser(again.database, { role: "worlddirector" })).email);
      const byStaff = await again.app.inject({
        method: "POST",
        url: "/api/diagrams",
        payload: { source: picture("\\draw (0,0) -- (4,3);") },
        headers: bearer(staff),
      });
      expect(byStaff.statusCode).toBe(200);
    } finally {
      await again.close();
    }
  }, 90_000); // visitors and staff draw in separate lanes here: two workers start (ADR 0060)
});
