/**
 * The TikZ render worker: a child process (child_process.fork, see worker-process.ts) that owns one
 * node-tikzjax instance. node-tikzjax keeps its TeX engine in module globals, so it renders
 * one job at a time; the parent queues jobs and kills this process on a timeout.
 * Only erasable TypeScript here (as in the whole server): Node strips the types as it loads it.
 */
import * as tikzjax from "node-tikzjax";

// node-tikzjax compiles its TeX engine from WebAssembly bytes at every render (it calls
// WebAssembly.instantiate(bytes, imports) each time). Compiled once and instantiated from the
// module, a render takes about 40% less time here (~650 → ~400 ms), V8 keeping its optimised code.
// (Typed by hand: the project's lib has no DOM, where the WebAssembly API's types live.)
interface WasmApi {
  Module: abstract new (...args: never[]) => object;
  compile(bytes: object): Promise<object>;
  instantiate(source: object, imports?: object): Promise<unknown>;
}
const wasm = (globalThis as unknown as { WebAssembly: WasmApi }).WebAssembly;
const instantiate = wasm.instantiate.bind(wasm);
const compiled = new WeakMap<object, object>();
wasm.instantiate = async (source, imports) => {
  if (source instanceof wasm.Module) return instantiate(source, imports);
  const module = compiled.get(source) ?? (await wasm.compile(source));
  compiled.set(source, module);
  return { module, instance: await instantiate(module, imports) };
};

/** Parent → worker. */
export interface RenderRequest {
  id: number;
  /** The document body, `\begin{document}…\end{document}`. */
  document: string;
  packages: Record<string, string>;
  libraries: string;
}

/** Worker → parent. */
export type WorkerMessage =
  | { type: "ready"; rss: number }
  | { type: "done"; id: number; svg: string; rss: number }
  | { type: "failed"; id: number; texError: string | null; line: number | null; rss: number };

function send(message: WorkerMessage): void {
  process.send?.(message);
}

/** The first TeX error ("! …") and the line it names ("l.12 …"), from the engine's console. */
function firstError(lines: readonly string[]): { texError: string | null; line: number | null } {
  const at = lines.findIndex((l) => l.startsWith("! "));
  if (at < 0) return { texError: null, line: null };
  const texError = (lines[at] ?? "").slice(2).trim();
  const where = lines.slice(at + 1, at + 8).find((l) => /^l\.\d+/.test(l));
  const line = where ? Number(/^l\.(\d+)/.exec(where)?.[1]) : null;
  return { texError, line };
}

async function render(job: RenderRequest): Promise<void> {
  const lines: string[] = [];
  const log = console.log;
  // node-tikzjax prints the engine's console through console.log when showConsole is set.
  console.log = (...args: unknown[]) => {
    lines.push(args.map(String).join(" "));
  };
  let dvi: Buffer;
  try {
    dvi = await tikzjax.tex(job.document, {
      showConsole: true,
      texPackages: job.packages,
      tikzLibraries: job.libraries,
    });
  } catch {
    console.log = log;
    send({ type: "failed", id: job.id, ...firstError(lines), rss: process.memoryUsage().rss });
    return;
  }
  console.log = log;
  try {
    const svg = await tikzjax.dvi2svg(dvi, {});
    send({ type: "done", id: job.id, svg, rss: process.memoryUsage().rss });
  } catch (err) {
    send({
      type: "failed",
      id: job.id,
      texError: `the drawing could not be converted (${err instanceof Error ? err.message.slice(0, 120) : "unknown"})`,
      line: null,
      rss: process.memoryUsage().rss,
    });
  }
}

// One job at a time, in arrival order (the parent never sends a second before the answer).
let chain: Promise<void> = Promise.resolve();
process.on("message", (job: RenderRequest) => {
  chain = chain.then(() => render(job));
});
// The parent went away: nothing left to render for.
process.on("disconnect", () => process.exit(0));

await tikzjax.load();
send({ type: "ready", rss: process.memoryUsage().rss });
