/**
 * Route prefetching with a byte budget (issue #16, ADR 0091): a phone on a metered network never
 * downloads more in advance than the page it is reading weighed. The files are fetched one at a
 * time into the HTTP cache (hashed assets are cached for a year), so the next tap imports them
 * from there.
 */

interface SizedEntry {
  name: string;
  encodedBodySize?: number;
}

/** What the page weighed: the document and every file it loaded, as they came over the wire (compressed). */
export function pageWeight(entries: readonly SizedEntry[]): number {
  return entries.reduce((sum, entry) => sum + (entry.encodedBodySize ?? 0), 0);
}

/** The files the page already has, by path (a prefetch skips them). */
export function loadedPaths(entries: readonly SizedEntry[], origin: string): Set<string> {
  const paths = new Set<string>();
  for (const entry of entries) {
    try {
      const url = new URL(entry.name, origin);
      if (url.origin === origin) paths.add(url.pathname);
    } catch {
      // An entry without a URL (a data: image) is nothing to skip.
    }
  }
  return paths;
}

export type Fetcher = (url: string, init: { signal: AbortSignal }) => Promise<Response>;

/**
 * Fetches `urls` in order while the bytes stay within `budget`: a file whose Content-Length does
 * not fit is given up once its headers arrive, and one without is counted as it is read and
 * stopped at the budget. Returns the bytes fetched. Stops at the first file that does not fit
 * (the files are in the menu's order: what is next in the menu matters most).
 */
export async function prefetchWithin(
  urls: readonly string[],
  budget: number,
  fetcher: Fetcher,
  stopped: AbortSignal,
): Promise<number> {
  let spent = 0;
  for (const url of urls) {
    if (stopped.aborted) break;
    const controller = new AbortController();
    const stop = () => controller.abort();
    stopped.addEventListener("abort", stop);
    try {
      const response = await fetcher(url, { signal: controller.signal });
      const declared = Number(response.headers.get("content-length"));
      if (!response.ok || (declared > 0 && spent + declared > budget)) {
        controller.abort();
        return spent;
      }
      let read = 0;
      const reader = response.body?.getReader();
      for (;;) {
        const chunk = await reader?.read();
        if (!chunk || chunk.done) break;
        read += chunk.value.byteLength;
        if (!(declared > 0) && spent + read > budget) {
          controller.abort();
          return spent + read; // a file that does not say its size can overrun by its last chunk
        }
      }
      spent += declared > 0 ? declared : read;
    } catch {
      return spent; // offline, or stopped: nothing more in advance
    } finally {
      stopped.removeEventListener("abort", stop);
    }
  }
  return spent;
}

interface ManifestRoute {
  module: string;
  imports?: string[];
  css?: string[];
}

/**
 * The files a page needs beyond what is loaded: its matched routes' modules, their imports and
 * CSS (from React Router's manifest), in order, each once.
 */
export function filesFor(
  routeIds: readonly string[],
  manifest: Record<string, ManifestRoute | undefined>,
  loaded: ReadonlySet<string>,
  origin: string,
): string[] {
  const files: string[] = [];
  for (const id of routeIds) {
    const route = manifest[id];
    if (!route) continue;
    for (const file of [route.module, ...(route.imports ?? []), ...(route.css ?? [])]) {
      const path = new URL(file, origin).pathname;
      if (!loaded.has(path) && !files.includes(path)) files.push(path);
    }
  }
  return files;
}
