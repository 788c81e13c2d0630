import { DEFAULT_SITE_TITLE } from "@tq/contract/menus";
import { PersistentData } from "@tq/contract/site";

interface MatchLike {
  id: string;
  loaderData?: unknown;
}

/** "<page> · <site title>", the site title from the root loader's settings when present. */
export function documentTitle(matches: readonly (MatchLike | undefined)[], page?: string): string {
  const root = matches.find((m) => m?.id === "root")?.loaderData;
  const persistent = PersistentData.safeParse((root as { persistent?: unknown } | undefined)?.persistent);
  const site = (persistent.success && persistent.data.settings.siteTitle.trim()) || DEFAULT_SITE_TITLE;
  return page ? `${page} · ${site}` : site;
}
