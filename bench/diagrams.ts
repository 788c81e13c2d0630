/**
 * The diagram service under load (issue #3): a render that starts the worker, cold renders on a
 * warm worker, cached answers, and 20 different diagrams requested at once, each twice: all
 * must succeed and each must be drawn exactly once (the service joins identical requests).
 */
import autocannon from "autocannon";

export interface DiagramReport {
  firstRenderMs: number;
  coldSamples: number;
  coldRenderMeanMs: number;
  cachedRequestsPerSec: number;
  cachedP99Ms: number;
  cachedRequests: number;
  /** Non-2xx answers, errors and timeouts. */
  cachedFailed: number;
  svgRequestsPerSec: number;
  svgP99Ms: number;
  svgRequests: number;
  svgFailed: number;
  burst: { distinct: number; requests: number; succeeded: number; renders: number; wallMs: number };
}

interface RenderCounter {
  renders: number;
  jobs: number;
}

/** A different picture each time (the run's id keeps a rerun from finding them cached). */
const picture = (n: number, run: string) =>
  `\\begin{tikzpicture}\n  \\draw (0,0) circle (${(1 + (n % 7) / 10).toFixed(1)}cm);\n  \\draw[->] (0,0) -- (${n % 3},1) node[right] {$p_{${n}}$};\n  \\node at (0,-1.5) {${run}-${n}};\n\\end{tikzpicture}`;

async function render(base: string, token: string, source: string): Promise<{ ok: boolean; ms: number; url?: string }> {
  const started = performance.now();
  const res = await fetch(`${base}/api/diagrams`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify({ source }),
  });
  const body = (await res.json()) as { url?: string };
  return { ok: res.ok, ms: performance.now() - started, ...(body.url ? { url: body.url } : {}) };
}

export async function measureDiagrams(base: string, stats: RenderCounter, token: string): Promise<DiagramReport> {
  const run = Date.now().toString(36);
  console.log("Diagrams: first render (worker start)…");
  const first = await render(base, token, picture(0, run));
  if (!first.ok || !first.url) throw new Error("the first diagram did not render");

  const coldSamples = 3;
  let coldTotal = 0;
  for (let i = 1; i <= coldSamples; i += 1) {
    const r = await render(base, token, picture(i, run));
    if (!r.ok) throw new Error("a cold diagram did not render");
    coldTotal += r.ms;
  }

  console.log("Diagrams: cached answers…");
  const cached = await autocannon({
    url: `${base}/api/diagrams`,
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify({ source: picture(0, run) }),
    duration: 3,
    connections: 10,
  });
  const svg = await autocannon({ url: `${base}${new URL(first.url, base).pathname}`, duration: 3, connections: 10 });

  console.log("Diagrams: 20 different ones at once, each asked twice…");
  const distinct = 20;
  const before = stats.renders;
  const started = performance.now();
  const sources = Array.from({ length: distinct }, (_, i) => picture(100 + i, run));
  const answers = await Promise.all([...sources, ...sources].map((s) => render(base, token, s)));
  const wallMs = performance.now() - started;

  return {
    firstRenderMs: Math.round(first.ms),
    coldSamples,
    coldRenderMeanMs: Math.round(coldTotal / coldSamples),
    cachedRequestsPerSec: Math.round(cached.requests.average),
    cachedP99Ms: cached.latency.p99,
    cachedRequests: cached.requests.total,
    cachedFailed: cached.non2xx + cached.errors + cached.timeouts,
    svgRequestsPerSec: Math.round(svg.requests.average),
    svgP99Ms: svg.latency.p99,
    svgRequests: svg.requests.total,
    svgFailed: svg.non2xx + svg.errors + svg.timeouts,
    burst: {
      distinct,
      requests: answers.length,
      succeeded: answers.filter((a) => a.ok).length,
      renders: stats.renders - before,
      wallMs: Math.round(wallMs),
    },
  };
}
