import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import type { SsrContextValue } from "@tq/contract/ssr";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import { RouterContextProvider, ServerRouter, type EntryContext } from "react-router";
import { NonceContext } from "./lib/nonce.ts";
import { PageHtmlContext, pageHtmlContext } from "./lib/page-html.ts";
import { ssrContext } from "./lib/ssr-context.ts";

export const streamTimeout = 5_000;

/**
 * The server calls this for every document request (packages/contract ssr.ts) and passes the
 * result to React Router's request handler as its load context.
 */
export function createLoadContext(value: SsrContextValue): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(ssrContext, value);
  context.set(pageHtmlContext, new Map());
  return context;
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
): Response | Promise<Response> {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  // The render's marker goes on every inline script the app writes: the server allows those by
  // their hash and removes the marker (ADR 0090); a script without it is never allowed.
  const nonce = loadContext.get(ssrContext)?.nonce;
  const pageHtml = loadContext.get(pageHtmlContext);

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    let status = responseStatusCode;
    const userAgent = request.headers.get("user-agent");
    // Crawlers and SPA-mode renders get the whole document at once.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext value={nonce}>
        <PageHtmlContext value={pageHtml}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </PageHtmlContext>
      </NonceContext>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(new Response(stream, { headers: responseHeaders, status }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          // Shell errors reject above and are logged by React Router; only log streamed ones.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
