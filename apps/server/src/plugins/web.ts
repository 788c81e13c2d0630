import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { pathToFileURL } from "node:url";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fastifyStatic from "@fastify/static";
import { createRequestHandler, type ServerBuild } from "react-router";
import { COUNTRY_COOKIE, type PublicEnv, type SsrApi, type SsrContextValue } from "@tq/contract/ssr";
import type { Config } from "../config.ts";
import { PUBLIC_CACHE_TTL_MS } from "../lib/version-cache.ts";
import { HASHED_MEDIA, IMMUTABLE, registerStoredMedia } from "../storage/media-route.ts";
import { setFallback } from "./fallback.ts";
import { renderMarker, sealInlineScripts } from "./inline-scripts.ts";
import { compressPage, pageEncoding, varyOnEncoding, type PageEncoding } from "./page-compression.ts";
import { SSR_CALL_HEADER, ssrCallSecret } from "./ssr-calls.ts";
import { registerWebAssets } from "./web-assets.ts";

type EntryWithContext = { createLoadContext?: (value: SsrContextValue) => unknown };

/**
 * Pages whose server-rendered HTML is the same for every visitor of a country (the server
 * renders the anonymous view; a signed-in reader's data arrives in the browser): rendered
 * once, reused until the public version changes (every write to courses, tutorials, the
 * palette or the settings bumps it, in any process: ADR 0081) or 60 s pass. The reading pages
 * are the hot path: their compressed bytes are kept too, so a hit costs no render and no
 * compression (ADR 0090).
 */
const CACHEABLE = [
  /^\/home$/,
  /^\/coursetutorials$/,
  /^\/coursedetail\/[^/]+$/,
  /^\/subjectsview\/[^/]+\/[^/]+$/,
  /^\/topicsview(\/[^/]+){4}$/,
  /^\/tutorialview(\/[^/]+){8}$/,
  /^\/(viewlatexexamples|viewtikzexamples|htmlformatting)$/,
];
const isCacheable = (pathname: string) => CACHEABLE.some((pattern) => pattern.test(pathname));
const CACHE_TTL_MS = PUBLIC_CACHE_TTL_MS;
const CACHE_MAX = 200;

interface CachedPage {
  at: number;
  version: number;
  headers: [string, string][];
  html: string;
  scriptHashes: string[];
  /** Its compressed bytes, made once for each encoding a client first asks for (ADR 0090). */
  encoded: Partial<Record<PageEncoding, Buffer>>;
}

/** Made once per page and version: more than the streamed pages' quality 4 (~8 % smaller), still a few ms. */
const CACHED_BROTLI_QUALITY = 6;

/** Sends a cached page: its headers, its script hashes for the CSP, its bytes in the client's encoding. */
function sendCached(request: FastifyRequest, reply: FastifyReply, page: CachedPage, state: "hit" | "miss") {
  for (const [k, v] of page.headers) reply.header(k, v);
  request.scriptHashes = page.scriptHashes;
  reply.header("x-ssr-cache", state);
  varyOnEncoding(reply);
  const encoding = pageEncoding(request.headers["accept-encoding"]);
  if (!encoding) return reply.status(200).send(page.html);
  const body = (page.encoded[encoding] ??= compressPage(page.html, encoding, CACHED_BROTLI_QUALITY));
  return reply.status(200).header("content-encoding", encoding).header("content-length", body.length).send(body);
}

export function visitorCountry(request: FastifyRequest): string | null {
  const cookie = request.cookies[COUNTRY_COOKIE];
  if (cookie && /^[A-Za-z]{2}$/.test(cookie)) return cookie.toUpperCase();
  const lang = request.headers["accept-language"];
  const region = typeof lang === "string" ? /^[a-z]{2,3}-([A-Z]{2})\b/i.exec(lang.trim())?.[1] : undefined;
  return region ? region.toUpperCase() : null;
}

export function publicEnvOf(config: Config): PublicEnv {
  return {
    apiBase: config.publicApiBase?.replace(/\/$/, "") ?? "",
    imageBase: config.publicImageBase?.replace(/\/$/, "") ?? "",
    diagramBase: config.publicDiagramBase?.replace(/\/$/, "") ?? "",
    appBase: config.publicAppBase?.replace(/\/$/, "") ?? "",
    googleClientId: config.googleClientId ?? null,
  };
}

/** The request's absolute URL; null when its Host header cannot form one. */
function requestUrl(request: FastifyRequest): URL | null {
  try {
    return new URL(request.url, `${request.protocol}://${request.host}`);
  } catch {
    return null;
  }
}

/** Static assets, uploaded media, and the React Router SSR handler for every other path. */
export async function registerWeb(app: FastifyInstance, config: Config): Promise<void> {
  if (app.ctx.storage.kind === "local") {
    fs.mkdirSync(config.mediaDir, { recursive: true });
    await app.register(fastifyStatic, {
      root: config.mediaDir,
      prefix: "/media/",
      decorateReply: false,
      index: false,
      maxAge: "1d",
      // Uploads are stored under the hash of their bytes (courses/<sha256>.webp): a name never
      // changes content, so browsers may keep them for good. Seeded files keep the one-day cache.
      setHeaders: (reply, filePath) => {
        if (HASHED_MEDIA.test(filePath)) reply.header("cache-control", IMMUTABLE);
      },
    });
  } else {
    // In S3, shared by every process (ADR 0082), behind the same URLs and headers.
    registerStoredMedia(app);
  }

  const buildDir = config.webBuildDir;
  const serverEntry = buildDir ? path.join(buildDir, "server", "index.js") : undefined;
  if (!buildDir || !serverEntry || !fs.existsSync(serverEntry)) {
    setFallback(app, (_request, reply) => reply.status(404).type("text/plain").send("Not found"));
    return;
  }

  // The hashed assets from memory (web-assets.ts); the other files of the build (favicon, robots)
  // from the folder.
  registerWebAssets(app, path.join(buildDir, "client"));
  await app.register(fastifyStatic, {
    root: path.join(buildDir, "client"),
    prefix: "/",
    wildcard: false,
    index: false,
    globIgnore: ["assets/**"],
    // The build writes .br/.gz beside each asset (scripts/precompress.mjs).
    preCompressed: true,
    setHeaders(res) {
      res.header("cache-control", "public, max-age=3600");
    },
  });

  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  const handle = createRequestHandler(build, config.env === "development" ? "development" : "production");
  const entry = build.entry.module as unknown as EntryWithContext;
  const publicEnv = publicEnvOf(config);
  const cache = new Map<string, CachedPage>();

  const api: SsrApi = async (method, url, body) => {
    const headers: Record<string, string> = { [SSR_CALL_HEADER]: ssrCallSecret };
    if (body !== undefined) headers["content-type"] = "application/json";
    const res = await app.inject({
      method,
      url,
      payload: body === undefined ? undefined : JSON.stringify(body),
      headers,
    });
    return { status: res.statusCode, body: res.body ? (JSON.parse(res.body) as unknown) : null };
  };

  async function render(request: FastifyRequest, reply: FastifyReply) {
    const url = requestUrl(request);
    if (!url) return reply.status(400).type("text/plain").send("Bad request");
    const country = visitorCountry(request);
    // A browser's document request (Accept: text/html) is rendered with bodies kept out of the
    // hydration data (ADR 0076); another client's (curl, a crawler) is not: cached apart.
    const document = String(request.headers.accept ?? "").includes("text/html") ? "doc" : "other";
    // Pages are rendered for the visitor (a reader's token lives in the browser, not in cookies);
    // a request that carries a token anyway is never answered from, nor stored in, the cache.
    const anonymous = !request.headers.authorization && !request.headers["x-access-token"];
    const cacheKey =
      request.method === "GET" && anonymous && isCacheable(url.pathname) && url.search === ""
        ? `${url.pathname}|${country ?? ""}|${document}`
        : null;
    const version = app.ctx.publicVersion.value;
    if (cacheKey) {
      const hit = cache.get(cacheKey);
      if (hit && hit.version === version && Date.now() - hit.at < CACHE_TTL_MS)
        return sendCached(request, reply, hit, "hit");
    }

    const controller = new AbortController();
    reply.raw.on("close", () => controller.abort());
    const headers = new Headers();
    for (const [k, v] of Object.entries(request.headers)) {
      if (Array.isArray(v)) v.forEach((x) => headers.append(k, x));
      else if (v !== undefined) headers.set(k, v);
    }
    const hasBody = request.method !== "GET" && request.method !== "HEAD";
    const fetchRequest = new Request(url, {
      method: request.method,
      headers,
      body: hasBody
        ? typeof request.body === "string"
          ? request.body
          : JSON.stringify(request.body ?? null)
        : undefined,
      signal: controller.signal,
    });
    const marker = renderMarker();
    const value: SsrContextValue = { nonce: marker, api, publicEnv, country };
    const response = await handle(fetchRequest, entry.createLoadContext?.(value) as Parameters<typeof handle>[1]);

    reply.status(response.status);
    const kept: [string, string][] = [];
    response.headers.forEach((v, k) => {
      if (k === "set-cookie") return;
      reply.header(k, v);
      kept.push([k, v]);
    });
    for (const c of response.headers.getSetCookie()) reply.header("set-cookie", c);

    const isHtml = (response.headers.get("content-type") ?? "").startsWith("text/html");
    if (!isHtml || !response.body) {
      if (!response.body) return reply.send();
      return reply.send(Readable.fromWeb(response.body as NodeReadableStream));
    }
    // The whole page, to hash its scripts for the CSP (the renders have no deferred data to stream).
    const { html, scriptHashes } = sealInlineScripts(await response.text(), marker);
    request.scriptHashes = scriptHashes;
    const cacheable = response.status === 200 && response.headers.getSetCookie().length === 0;
    // A change committed while rendering must not be cached under the version it replaced.
    if (cacheKey && cacheable && app.ctx.publicVersion.value === version) {
      if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value as string);
      const page: CachedPage = { at: Date.now(), version, headers: kept, html, scriptHashes, encoded: {} };
      cache.set(cacheKey, page);
      return sendCached(request, reply, page, "miss");
    }
    return reply.send(html);
  }

  setFallback(app, render);
}
