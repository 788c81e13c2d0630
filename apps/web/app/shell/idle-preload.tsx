import { useContext, useEffect } from "react";
import { matchRoutes, UNSAFE_DataRouterContext, UNSAFE_FrameworkContext, useLocation } from "react-router";
import { runWhenIdle } from "../lib/idle.ts";
import { filesFor, loadedPaths, pageWeight, prefetchWithin } from "../lib/prefetch-budget.ts";
import { usePreloadAllowed } from "../lib/use-preload-allowed.ts";

/** Lazy route discovery may not know a menu entry's route yet at idle: look again this often. */
const DISCOVERY_RETRY_MS = 1_000;
const DISCOVERY_TRIES = 3;

/**
 * What may still be fetched in advance in this document: the first page's weight, set when it is
 * first idle, less every prefetch since (a later page reached in the app does not renew it).
 */
let budgetLeft: number | undefined;

/** Where the menu the reader sees now (the role's, or a route's own: a tutorial's chapters) links to. */
function menuLinks(pathname: string): string[] {
  const links = document.querySelectorAll<HTMLAnchorElement>("#side-menu-panel a[href]");
  const paths = [...links].filter((a) => a.origin === window.location.origin).map((a) => a.pathname);
  return [...new Set(paths)].filter((path) => path !== pathname && path !== "/logout");
}

/**
 * Preloads the screens the current menu links to, once the browser is idle, so the next tap is
 * instant; never on 2g or data-saver connections (spec §2), and never more bytes than the page
 * first opened weighed, however many screens follow (issue #16, ADR 0091). Only the screens' code and CSS: their data is asked for
 * when they open. React Router's <PrefetchPageLinks> cannot be capped (it asks for every file of a
 * page at once, and imports the page's module to read its links): the files come from its
 * manifest and are fetched one by one into the HTTP cache.
 */
export function IdlePreload() {
  const allowed = usePreloadAllowed();
  const { pathname } = useLocation();
  const framework = useContext(UNSAFE_FrameworkContext);
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  useEffect(() => {
    if (!allowed || !framework || !dataRouter) return;
    const stopped = new AbortController();
    let cancelIdle = () => {};
    let retry: ReturnType<typeof setTimeout> | undefined;
    const attempt = (triesLeft: number) => {
      cancelIdle = runWhenIdle(() => {
        const entries = [
          ...performance.getEntriesByType("navigation"),
          ...performance.getEntriesByType("resource"),
        ] as PerformanceResourceTiming[];
        const routeIds: string[] = [];
        let undiscovered = false;
        for (const path of menuLinks(pathname)) {
          const matches = matchRoutes(dataRouter.router.routes, path) ?? [];
          if (matches.length === 0 || matches.at(-1)?.route.id === "not-found") undiscovered = true;
          else routeIds.push(...matches.map((m) => m.route.id));
        }
        if (undiscovered && triesLeft > 1) {
          retry = setTimeout(() => attempt(triesLeft - 1), DISCOVERY_RETRY_MS);
          return;
        }
        const origin = window.location.origin;
        const files = filesFor(routeIds, framework.manifest.routes, loadedPaths(entries, origin), origin);
        budgetLeft ??= pageWeight(entries);
        void prefetchWithin(files, budgetLeft, (url, init) => fetch(url, init), stopped.signal).then((spent) => {
          budgetLeft = Math.max(0, (budgetLeft ?? 0) - spent);
        });
      });
    };
    attempt(DISCOVERY_TRIES);
    return () => {
      stopped.abort();
      cancelIdle();
      clearTimeout(retry);
    };
  }, [allowed, pathname, framework, dataRouter]);
  return null;
}
