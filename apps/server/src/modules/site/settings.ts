import { z } from "zod";
import { DEFAULT_SITE_TITLE } from "@tq/contract/menus";
import type { PublicSettings } from "@tq/contract/site";
import type { AppContext } from "../../context.ts";
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

const caches = new WeakMap<AppContext, { version: number; value: SiteSettings }>();

/** Read on most requests, written rarely: cached until the public version changes. */
export async function siteSettings(ctx: AppContext): Promise<SiteSettings> {
  const cache = caches.get(ctx);
  if (cache && cache.version === ctx.publicVersion.value) return cache.value;
  const stored = Object.fromEntries(await readScope(ctx.db, "site"));
  const value = SiteSettings.parse({
    siteTitle: stored.siteTitle,
    supportEmail: stored.supportEmail,
    registrationOpen: stored.registrationOpen,
    baseCurrency: stored.baseCurrency,
    maintenanceBanner: stored.maintenanceBanner,
  });
  caches.set(ctx, { version: ctx.publicVersion.value, value });
  return value;
}

export async function publicSettings(ctx: AppContext): Promise<PublicSettings> {
  const s = await siteSettings(ctx);
  return { ...s, demoMode: ctx.config.demoMode, googleClientId: ctx.config.googleClientId ?? null };
}

