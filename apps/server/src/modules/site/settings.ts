import { z } from "zod";
import { DEFAULT_SITE_TITLE } from "@tq/contract/menus";
import type { PublicSettings } from "@tq/contract/site";
import type { AppContext } from "../../context.ts";
import { versionCache } from "../../lib/version-cache.ts";
import { readScope } from "./settings-repo.ts";

/** Site-wide settings with their defaults; a stored value that no longer parses falls back. */
const SiteSettings = z.object({
  siteTitle: z.string().catch(DEFAULT_SITE_TITLE),
  supportEmail: z.string().catch("support@example.com"),
  registrationOpen: z.boolean().catch(true),
  baseCurrency: z.string().catch("USD"),
  maintenanceBanner: z.string().catch(""),
});
export type SiteSettings = z.infer<typeof SiteSettings>;

const cache = versionCache<SiteSettings>(1);

/** Read on most requests, written rarely: cached like the other public answers. */
export function siteSettings(ctx: AppContext): Promise<SiteSettings> {
  return cache(ctx, "site", async () => {
    const stored = Object.fromEntries(await readScope(ctx.db, "site"));
    return SiteSettings.parse({
      siteTitle: stored.siteTitle,
      supportEmail: stored.supportEmail,
      registrationOpen: stored.registrationOpen,
      baseCurrency: stored.baseCurrency,
      maintenanceBanner: stored.maintenanceBanner,
    });
  });
}

export async function publicSettings(ctx: AppContext): Promise<PublicSettings> {
  const s = await siteSettings(ctx);
  return { ...s, demoMode: ctx.config.demoMode, googleClientId: ctx.config.googleClientId ?? null };
}
