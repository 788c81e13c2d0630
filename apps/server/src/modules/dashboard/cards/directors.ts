import { formatMoney, currencyDigits } from "@tq/contract/money";
import { ROLE_LABELS, ROLES, type Role } from "@tq/contract/roles";
import type { DashboardSection } from "@tq/contract/users";
import { listCountries } from "../../site/countries-repo.ts";
import { siteSettings } from "../../site/settings.ts";
import { countCourses } from "../../site/catalog-repo.ts";
import { directorCounts, revenueByCountryAndCurrency, revenueByCurrency, usersByRole } from "../directors-repo.ts";
import { card, type Dashboard, type DashboardInput, item, section } from "./shared.ts";

/** The revenue window the directors' dashboards show. */
export const REVENUE_DAYS = 30;

const since = (now = Date.now()) => new Date(now - REVENUE_DAYS * 86_400_000);

/**
 * A local amount in the base currency: local minor → local major ÷ rate (local units per base
 * unit, the countries table's rate) → base minor, rounded like convertPrice() rounds.
 */
export function toBase(amountMinor: number, currency: string, baseCurrency: string, rate: number): number {
  if (currency === baseCurrency) return amountMinor;
  const baseMajor = amountMinor / 10 ** currencyDigits(currency) / rate;
  const minor = baseMajor * 10 ** currencyDigits(baseCurrency);
  return Math.sign(minor) * Math.round(Math.abs(minor));
}

function usersSection(rows: { role: string; n: number }[], title: string): DashboardSection {
  const byRole = new Map(rows.map((r) => [r.role, r.n]));
  return section(
    "usersByRole",
    title,
    "No users yet.",
    ROLES.filter((role) => (byRole.get(role) ?? 0) > 0).map((role) =>
      item(`role-${role}`, ROLE_LABELS[role as Role], { badge: String(byRole.get(role) ?? 0) }),
    ),
    { label: "Manage users", href: "/users" },
  );
}

const total = (rows: { n: number }[]) => rows.reduce((sum, r) => sum + r.n, 0);

/** country director: their country's users, subscriptions, revenue and what waits for them. */
export async function countryDirectorDashboard({ ctx, user, own }: DashboardInput): Promise<Dashboard> {
  const country = user.country;
  const [counts, roles, revenue, countries] = await Promise.all([
    directorCounts(ctx.db, country),
    usersByRole(ctx.db, country),
    revenueByCurrency(ctx.db, country, since()),
    listCountries(ctx.db, false),
  ]);
  const currency = countries.find((c) => c.code === country)?.currency ?? (await siteSettings(ctx)).baseCurrency;
  const local = revenue.find((r) => r.currency === currency)?.amountMinor ?? 0;
  const dashboard: Dashboard = {
    cards: [
      card("users", `Users in ${country}`, total(roles), "/users"),
      card("subscriptions", "Active subscriptions", counts.activeSubscriptions),
      card("revenue", `Revenue, last ${REVENUE_DAYS} days`, formatMoney(local, currency)),
      card("pendingPayments", "Pending payments", counts.pendingPayments),
      card("contact", "New contact messages", counts.newMessages, "/contactus"),
      card("applications", "Tutor applications", counts.pendingApplications, "/users"),
    ],
    actions: [
      { label: "General settings", href: "/generalsettings" },
      { label: "Contact inbox", href: "/contactus" },
      { label: "Users", href: "/users" },
    ],
    sections: [],
  };
  if (!own) return dashboard;
  dashboard.sections = [usersSection(roles, `Users in ${country} by role`)];
  // A payment in another currency (a student who moved, a base-price checkout) is listed, not added up.
  const others = revenue.filter((r) => r.currency !== currency);
  if (others.length > 0) {
    dashboard.sections.push(
      section(
        "revenue",
        `Revenue, last ${REVENUE_DAYS} days, by currency`,
        "",
        revenue.map((r) =>
          item(`revenue-${r.currency}`, r.currency, { badge: formatMoney(r.amountMinor, r.currency) }),
        ),
      ),
    );
  }
  return dashboard;
}

/**
 * Revenue per currency with its base-currency value: each country's amounts at that country's own
 * rate (several countries may share a currency at different rates). A payment whose country is
 * unknown or now uses another currency falls back to the first country with that currency; with
 * none, `base` is null ("no exchange rate").
 */
function convertByCountry(
  revenue: { country: string | null; currency: string; amountMinor: number }[],
  countries: { code: string; currency: string; exchangeRate: string }[],
  base: string,
): { currency: string; amountMinor: number; base: number | null }[] {
  const byCode = new Map(countries.map((c) => [c.code, c]));
  const byCurrency = new Map<string, number>();
  for (const c of countries) if (!byCurrency.has(c.currency)) byCurrency.set(c.currency, Number(c.exchangeRate));
  const perCurrency = new Map<string, { currency: string; amountMinor: number; base: number | null }>();
  for (const r of revenue) {
    const own = r.country === null ? undefined : byCode.get(r.country);
    const rate =
      r.currency === base ? 1 : own?.currency === r.currency ? Number(own.exchangeRate) : byCurrency.get(r.currency);
    const value = rate && rate > 0 ? toBase(r.amountMinor, r.currency, base, rate) : null;
    let acc = perCurrency.get(r.currency);
    if (!acc) perCurrency.set(r.currency, (acc = { currency: r.currency, amountMinor: 0, base: null }));
    acc.amountMinor += r.amountMinor;
    if (value !== null) acc.base = (acc.base ?? 0) + value;
  }
  return [...perCurrency.values()];
}

/** world director: everyone's numbers, revenue per currency and in the base currency. */
export async function worldDirectorDashboard({ ctx, own }: DashboardInput): Promise<Dashboard> {
  const [counts, roles, revenue, countries, settings, courses] = await Promise.all([
    directorCounts(ctx.db, null),
    usersByRole(ctx.db, null),
    revenueByCountryAndCurrency(ctx.db, since()),
    listCountries(ctx.db, false),
    siteSettings(ctx),
    countCourses(ctx.db, { status: "published" }),
  ]);
  const base = settings.baseCurrency;
  const converted = convertByCountry(revenue, countries, base);
  const totalBase = converted.reduce((sum, r) => sum + (r.base ?? 0), 0);
  const dashboard: Dashboard = {
    cards: [
      card("users", "Users", total(roles), "/users"),
      card("courses", "Published courses", courses, "/courseordering"),
      card("subscriptions", "Active subscriptions", counts.activeSubscriptions),
      card("revenue", `Revenue, last ${REVENUE_DAYS} days (${base})`, formatMoney(totalBase, base)),
      card("pendingPayments", "Pending payments", counts.pendingPayments),
      card("contact", "New contact messages", counts.newMessages, "/contactus"),
      card("applications", "Tutor applications", counts.pendingApplications, "/users"),
      card("outbox", "Emails not sent yet", counts.emailsWaiting, "/generalsettings?tab=emails"),
    ],
    actions: [
      { label: "General settings", href: "/generalsettings" },
      { label: "View log", href: "/viewlog" },
      { label: "Set exchange rates", href: "/setcountry" },
      { label: "Estimator", href: "/estimator" },
    ],
    sections: [],
  };
  if (!own) return dashboard;
  dashboard.sections = [
    usersSection(roles, "Users by role"),
    section(
      "revenue",
      `Revenue, last ${REVENUE_DAYS} days, by currency`,
      "No payments in the last 30 days.",
      converted.map((r) =>
        item(`revenue-${r.currency}`, formatMoney(r.amountMinor, r.currency), {
          detail:
            r.currency === base
              ? "Base currency"
              : r.base === null
                ? "No exchange rate for this currency"
                : `≈ ${formatMoney(r.base, base)}`,
          badge: r.currency,
        }),
      ),
      { label: "Estimator", href: "/estimator" },
    ),
  ];
  return dashboard;
}
