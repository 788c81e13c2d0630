import { describe, expect, it, vi } from "vitest";
import { filesFor, loadedPaths, pageWeight, prefetchWithin, type Fetcher } from "./prefetch-budget.ts";

const ORIGIN = "https://tq.example";

/** A fetcher that answers `bytes` for each file; with its Content-Length unless `sized` is false. */
function files(bytes: Record<string, number>, sized = true): { fetcher: Fetcher; asked: string[] } {
  const asked: string[] = [];
  const fetcher: Fetcher = async (url) => {
    asked.push(url);
    const size = bytes[url] ?? 0;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let sent = 0; sent < size; sent += 1000) controller.enqueue(new Uint8Array(Math.min(1000, size - sent)));
        controller.close();
      },
    });
    return new Response(body, { headers: sized ? { "content-length": String(size) } : {} });
  };
  return { fetcher, asked };
}

describe("prefetching within the page's weight (issue #16)", () => {
  it("weighs the page as its files came over the wire, and knows what it has", () => {
    const entries = [
      { name: `${ORIGIN}/home`, encodedBodySize: 10_000 },
      { name: `${ORIGIN}/assets/shell.js`, encodedBodySize: 150_000 },
      { name: "https://images.example/logo.webp" },
    ];
    expect(pageWeight(entries)).toBe(160_000);
    expect(loadedPaths(entries, ORIGIN)).toEqual(new Set(["/home", "/assets/shell.js"]));
  });

  it("lists a page's files from the manifest, in order, once, without those loaded", () => {
    const manifest = {
      root: { module: "/assets/root.js", imports: ["/assets/shell.js"], css: ["/assets/shell.css"] },
      login: { module: "/assets/login.js", imports: ["/assets/shell.js", "/assets/form.js"] },
      signup: { module: "/assets/signup.js", imports: ["/assets/form.js"] },
    };
    const loaded = new Set(["/assets/root.js", "/assets/shell.js", "/assets/shell.css"]);
    expect(filesFor(["root", "login", "root", "signup"], manifest, loaded, ORIGIN)).toEqual([
      "/assets/login.js",
      "/assets/form.js",
      "/assets/signup.js",
    ]);
  });

  it("fetches in order and stops at the first file that does not fit", async () => {
    const { fetcher, asked } = files({ a: 4000, b: 5000, c: 100 });
    expect(await prefetchWithin(["a", "b", "c"], 8000, fetcher, new AbortController().signal)).toBe(4000);
    expect(asked).toEqual(["a", "b"]);
  });

  it("counts a file that does not say its size as it reads it, and stops it at the budget", async () => {
    const { fetcher } = files({ a: 6000, b: 9000 }, false);
    expect(await prefetchWithin(["a", "b"], 8000, fetcher, new AbortController().signal)).toBeLessThanOrEqual(9000);
  });

  it("does nothing once stopped (the reader moved on), and gives up quietly when offline", async () => {
    const stopped = new AbortController();
    stopped.abort();
    const { fetcher, asked } = files({ a: 10 });
    expect(await prefetchWithin(["a"], 8000, fetcher, stopped.signal)).toBe(0);
    expect(asked).toEqual([]);
    const offline = vi.fn<Fetcher>().mockRejectedValue(new TypeError("Failed to fetch"));
    expect(await prefetchWithin(["a", "b"], 8000, offline, new AbortController().signal)).toBe(0);
    expect(offline).toHaveBeenCalledTimes(1);
  });
});
