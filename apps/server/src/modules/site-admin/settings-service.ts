import { convertPrice } from "@tq/contract/money";
import type { PageKey } from "@tq/contract/site";
import type {
  CountryContactBody,
  CountrySettings,
  PageBody,
  PriceOverrideBody,
  SiteSettingsAnswer,
  SiteSettingsBody,
} from "@tq/contract/site-admin";
import type { AppContext, Session } from "../../context.ts";
import { sanitizeHtml } from "../../content/sanitize.ts";
import { Invalid, NotFound } from "../../lib/errors.ts";
import { recordChange } from "../../lib/record-change.ts";
import type { RequestMeta } from "../../lib/request-meta.ts";
import { authorize } from "../../policies/authorize.ts";
import { listPublishedCourses } from "../site/catalog-repo.ts";
import { findCountry, listCountries, type CountryRow } from "../site/countries-repo.ts";
import { readScope, writeSetting } from "../site/settings-repo.ts";
import { siteSettings } from "../site/settings.ts";
import { countryOverrides, deleteOverride, findCourseId, upsertOverride } from "./prices-repo.ts";

/** The currencies the base may move to: any existing country's, or the current one. */
async function baseCurrencyChoices(ctx: AppContext, current: string): Promise<string[]> {
  const all = await listCountries(ctx.db, false);
  return [...new Set([current, ...all.map((c) => c.currency)])].sort();
}

/** GET /api/admin/site-settings */
export async function readSiteSettings(ctx: AppContext, session: Session): Promise<SiteSettingsAnswer> {
  authorize(session, "site.manage", null);
  const settings = await siteSettings(ctx);
  return { settings, currencies: await baseCurrencyChoices(ctx, settings.baseCurrency) };
}

/** PUT /api/admin/site-settings */
export async function saveSiteSettings(
  ctx: AppContext,
  session: Session,
  body: SiteSettingsBody,
  meta: RequestMeta,
): Promise<SiteSettingsAnswer> {
  authorize(session, "site.manage", null);
  const before = await siteSettings(ctx);
  if (!(await baseCurrencyChoices(ctx, before.baseCurrency)).includes(body.baseCurrency))
    throw Invalid("baseCurrency", "Choose the currency of one of the countries.");
  const changed = (Object.keys(body) as (keyof SiteSettingsBody)[]).filter((k) => body[k] !== before[k]);
  await recordChange(
    ctx,
    session,
    meta,
    { action: "settings.site_update", targetType: "settings", targetId: "site", details: { changed } },
    async (tx) => {
      for (const key of changed) await writeSetting(tx, "site", key, body[key], session.user.id);
    },
  );
  return readSiteSettings(ctx, session);
}

/** PUT /api/admin/pages/:key: the HTML is sanitized here, before anything stores it (ADR 0010). */
export async function savePage(
  ctx: AppContext,
  session: Session,
  key: PageKey,
  body: PageBody,
  meta: RequestMeta,
): Promise<void> {
  authorize(session, "site.manage", null);
  const value = { title: body.title, html: sanitizeHtml(body.html), updatedAt: new Date().toISOString() };
  await recordChange(ctx, session, meta, { action: "page.update", targetType: "page", targetId: key }, (tx) =>
    writeSetting(tx, "site", `page:${key}`, value, session.user.id),
  );
}

/** The country, checked against the caller's jurisdiction (a country director: their own). */
async function managedCountry(ctx: AppContext, session: Session, code: string): Promise<CountryRow> {
  authorize(session, "country.manageSettings", { country: code.toUpperCase() }, "You manage your own country only.");
  const country = await findCountry(ctx.db, code);
  if (!country) throw NotFound("The country");
  return country;
}

/** GET /api/admin/countries/:code/settings: contact details and each published course's price. */
export async function readCountrySettings(ctx: AppContext, session: Session, code: string): Promise<CountrySettings> {
  const country = await managedCountry(ctx, session, code);
  const { baseCurrency } = await siteSettings(ctx);
  const stored = await readScope(ctx.db, country.code);
  const list = await listPublishedCourses(ctx.db);
  const overrides = await countryOverrides(ctx.db, country.code);
  const byCourse = new Map(overrides.map((o) => [o.courseId, o.amountMinor]));
  return {
    country: country.code,
    name: country.name,
    currency: country.currency,
    baseCurrency,
    contactEmail: String(stored.get("contactEmail") ?? ""),
    contactPhone: String(stored.get("contactPhone") ?? ""),
    contactAddress: String(stored.get("contactAddress") ?? ""),
    prices: list.map((c) => ({
      courseId: c.id,
      title: c.title,
      basePriceMinor: c.basePriceMinor,
      convertedMinor: convertPrice(c.basePriceMinor, baseCurrency, country.exchangeRate, country.currency),
      overrideMinor: byCourse.get(c.id) ?? null,
      currency: country.currency,
    })),
  };
}

/** PUT /api/admin/countries/:code/contact: what contactus shows for the country. */
export async function saveCountryContact(
  ctx: AppContext,
  session: Session,
  code: string,
  body: CountryContactBody,
  meta: RequestMeta,
): Promise<CountrySettings> {
  const country = await managedCountry(ctx, session, code);
  await recordChange(
    ctx,
    session,
    meta,
    { action: "settings.country_contact", targetType: "country", targetId: country.code },
    async (tx) => {
      for (const key of ["contactEmail", "contactPhone", "contactAddress"] as const)
        await writeSetting(tx, country.code, key, body[key], session.user.id);
    },
  );
  return readCountrySettings(ctx, session, country.code);
}

/** PUT /api/admin/countries/:code/prices/:courseId: the local price, in the country's currency. */
export async function setPriceOverride(
  ctx: AppContext,
  session: Session,
  code: string,
  courseId: number,
  body: PriceOverrideBody,
  meta: RequestMeta,
): Promise<CountrySettings> {
  const country = await managedCountry(ctx, session, code);
  if (!(await findCourseId(ctx.db, courseId))) throw NotFound("The course");
  const row = { amountMinor: body.amountMinor, currency: country.currency, updatedBy: session.user.id };
  await recordChange(
    ctx,
    session,
    meta,
    {
      action: "price.override_set",
      targetType: "course",
      targetId: courseId,
      details: { country: country.code, amountMinor: body.amountMinor, currency: country.currency },
    },
    (tx) => upsertOverride(tx, courseId, country.code, row),
  );
  return readCountrySettings(ctx, session, country.code);
}

/** DELETE /api/admin/countries/:code/prices/:courseId: back to the converted base price. */
export async function clearPriceOverride(
  ctx: AppContext,
  session: Session,
  code: string,
  courseId: number,
  meta: RequestMeta,
): Promise<CountrySettings> {
  const country = await managedCountry(ctx, session, code);
  await recordChange(
    ctx,
    session,
    meta,
    { action: "price.override_clear", targetType: "course", targetId: courseId, details: { country: country.code } },
    async (tx) => {
      if (!(await deleteOverride(tx, country.code, courseId))) throw NotFound("A local price for this course");
    },
  );
  return readCountrySettings(ctx, session, country.code);
}
