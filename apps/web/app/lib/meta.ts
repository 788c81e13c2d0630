import { DEFAULT_SITE_TITLE } from "@tq/contract/menus";
import type { PersistentData } from "@tq/contract/site";

interface MatchLike {
  id: string;
  loaderData?: unknown;
}

/** "<page> · <site title>", the site title from the root loader's settings when present. */
export function documentTitle(matches: readonly (MatchLike | undefined)[], page?: string): string {
  const root = matches.find((m) => m?.id === "root")?.loaderData;
  // The root loader's own answer (its server half read it through the contract's schema).
  const persistent = (root as { persistent?: PersistentData | null } | undefined)?.persistent;
  const title = persistent?.settings?.siteTitle;
  const site = (typeof title === "string" && title.trim()) || DEFAULT_SITE_TITLE;
  return page ? `${page} · ${site}` : site;
}
