import type {
  ContactBody,
  ContactDetails,
  CoursesForDisplay,
  OutboxEntry,
  PageKey,
  PersistentData,
  PublicPage,
} from "@tq/contract/site";
import type { AppContext, Session } from "../../context.ts";
import { audit } from "../../lib/audit-repo.ts";
import { latestOutbox } from "../../lib/outbox-repo.ts";
import { versionCache } from "../../lib/version-cache.ts";
import type { RequestMeta } from "../../lib/request-meta.ts";
import { maskTokens } from "../../lib/tokens.ts";
import { authorize } from "../../policies/authorize.ts";
import { quotesFor } from "../enrolment/pricing.ts";
import { listPublishedCourses } from "./catalog-repo.ts";
import { insertContactMessage } from "./contact-repo.ts";
import { findCountry, listCountries } from "./countries-repo.ts";
import { readScope, readSetting } from "./settings-repo.ts";
import { publicSettings, siteSettings } from "./settings.ts";

const persistentCache = versionCache<PersistentData>(1);
const coursesCache = versionCache<CoursesForDisplay>();

export function persistentData(ctx: AppContext): Promise<PersistentData> {
  return persistentCache(ctx, "all", () => loadPersistentData(ctx));
}

async function loadPersistentData(ctx: AppContext): Promise<PersistentData> {
  const countries = await listCountries(ctx.db);
  return {
    countries: countries.map((c) => ({
      code: c.code,
      name: c.name,
      currency: c.currency,
      exchangeRate: c.exchangeRate,
      active: c.active,
    })),
    settings: await publicSettings(ctx),
  };
}

/** Published courses with prices in the country's currency (or the base currency). */
export function coursesForDisplay(ctx: AppContext, countryCode: string | undefined): Promise<CoursesForDisplay> {
  return coursesCache(ctx, countryCode ?? "", () => loadCoursesForDisplay(ctx, countryCode));
}

async function loadCoursesForDisplay(ctx: AppContext, countryCode: string | undefined): Promise<CoursesForDisplay> {
  const { baseCurrency } = await siteSettings(ctx);
  const country = countryCode ? await findCountry(ctx.db, countryCode) : undefined;
  const active = country?.active ? country : undefined;
  const rows = await listPublishedCourses(ctx.db);
  // The one price rule of enrolment (override, else converted), so checkout charges what home shows.
  const quotes = await quotesFor(ctx, rows, active?.code);
  return {
    country: active?.code ?? null,
    currency: active?.currency ?? baseCurrency,
    courses: rows.map((c) => {
      const quote = quotes.get(c.id);
      return {
        id: c.id,
        title: c.title,
        summary: c.summary,
        logoUrl: c.logoUrl,
        months: c.months,
        ownerName: c.ownerName,
        price: quote
          ? { amountMinor: quote.amountMinor, currency: quote.currency }
          : { amountMinor: c.basePriceMinor, currency: baseCurrency },
      };
    }),
  };
}

export async function sendContactMessage(
  ctx: AppContext,
  body: ContactBody,
  session: Session | null,
  meta: RequestMeta,
): Promise<number> {
  await ctx.limits.consume("contactIp", meta.ip);
  const id = await insertContactMessage(ctx.db, { ...body, userId: session?.user.id ?? null, ip: meta.ip });
  await audit(ctx.db, {
    actorId: session?.user.id ?? null,
    realActorId: session?.realUserId ?? null,
    action: "contact.sent",
    targetType: "contact_message",
    targetId: id,
    ip: meta.ip,
    details: { country: body.country },
  });
  return id;
}

const PAGE_TITLES: Record<PageKey, string> = {
  aboutus: "About us",
  termsofservice: "Terms of service",
  privacypolicy: "Privacy policy",
};

/**
 * A director-authored page, stored under the site scope. Only the seed writes it today; the
 * page editor (General Settings) must sanitize on save before anything else may.
 */
export async function publicPage(ctx: AppContext, key: PageKey): Promise<PublicPage> {
  const stored = (await readSetting(ctx.db, "site", `page:${key}`)) as
    { title?: string; html?: string; updatedAt?: string } | undefined;
  return {
    key,
    title: stored?.title ?? PAGE_TITLES[key],
    html: stored?.html ?? "",
    updatedAt: stored?.updatedAt ?? new Date(0).toISOString(),
  };
}

export async function contactDetails(ctx: AppContext): Promise<ContactDetails> {
  const settings = await siteSettings(ctx);
  const countries = await listCountries(ctx.db);
  const out: ContactDetails["countries"] = [];
  for (const c of countries) {
    const s = await readScope(ctx.db, c.code);
    const email = String(s.get("contactEmail") ?? "");
    if (!email) continue;
    out.push({
      country: c.code,
      email,
      phone: String(s.get("contactPhone") ?? ""),
      address: String(s.get("contactAddress") ?? ""),
    });
  }
  return { support: settings.supportEmail, countries: out };
}

/** Where an email's delivery stands (ADR 0083); the row's live text itself is never shown. */
function deliveryState(r: {
  sentAt: Date | null;
  failedAt: Date | null;
  liveText: string | null;
  attempts: number;
}): OutboxEntry["state"] {
  if (r.sentAt) return "sent";
  if (r.failedAt) return "failed";
  if (r.liveText === null) return "unsent";
  return r.attempts > 0 ? "retrying" : "queued";
}

/**
 * The outbox, newest first; the world director only. Link tokens show masked (issue #13): the
 * mailer stores them so, and a row kept from before is masked here.
 */
export async function readOutbox(ctx: AppContext, session: Session, to: string | undefined) {
  authorize(session, "outbox.read", null);
  const rows = await latestOutbox(ctx.db, to);
  return rows.map((r) => ({
    id: r.id,
    to: r.toAddress,
    subject: r.subject,
    text: maskTokens(r.textBody),
    kind: r.kind,
    createdAt: r.createdAt.toISOString(),
    sentAt: r.sentAt?.toISOString() ?? null,
    state: deliveryState(r),
    attempts: r.attempts,
    error: r.error,
    nextAttemptAt: r.sentAt || r.failedAt || r.liveText === null ? null : (r.nextAttemptAt?.toISOString() ?? null),
  }));
}
