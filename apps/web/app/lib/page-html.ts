import { createContext, useContext, useState } from "react";
import { createContext as createRouterContext } from "react-router";

/**
 * HTML a server loader puts in the page but leaves out of its data (issue #16): React Router
 * sends the loader's data again inside the page for hydration, so a tutorial's body (its KaTeX
 * markup, MathML included) went twice. The loader hands the body to the render through the load
 * context instead; the browser hydrates with what is already in the page.
 */
export const pageHtmlContext = createRouterContext<Map<string, string> | null>(null);

/** The same map, for the server render (entry.server.tsx provides it). */
export const PageHtmlContext = createContext<Map<string, string> | null>(null);

/** The element that holds `key`'s HTML: the browser reads it back from there. */
export const pageHtmlAttribute = (key: string) => ({ "data-page-html": key });

/**
 * The HTML to render under `key`. With `inPage` (the loader's data left it out): on the server
 * the loader's copy, shaped by `shape`; in the browser, what the server put in the page. Without
 * it, `shape(html)`.
 */
export function useHtmlInPage(key: string, inPage: boolean, html: string, shape: (raw: string) => string): string {
  const onServer = useContext(PageHtmlContext);
  const [fromPage] = useState(() =>
    inPage && typeof document !== "undefined"
      ? (document.querySelector(`[data-page-html="${key}"]`)?.innerHTML ?? null)
      : null,
  );
  if (!inPage) return shape(html);
  const kept = onServer?.get(key);
  if (kept !== undefined) return shape(kept);
  return fromPage ?? shape(html);
}
