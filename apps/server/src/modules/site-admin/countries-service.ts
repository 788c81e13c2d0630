import type { AdminCountryList, CountryPatchBody, NewCountryBody, RateHistory } from "@tq/contract/site-admin";
import type { AppContext, Session } from "../../context.ts";
import { Conflict, Invalid, NotFound } from "../../lib/errors.ts";
import { recordChange } from "../../lib/record-change.ts";
import type { RequestMeta } from "../../lib/request-meta.ts";
import { authorize } from "../../policies/authorize.ts";
import { findCountry } from "../site/countries-repo.ts";
import { siteSettings } from "../site/settings.ts";
import {
  findUserRoleCountry,
  insertCountry,
  insertRateChange,
  listAdminCountries,
  listDirectorCandidates,
  rateHistoryOf,
  updateCountry,
} from "./countries-admin-repo.ts";

/** "1550.000000" and "1550" are the same rate: compare and show without trailing zeros. */
export function normalizeRate(rate: string): string {
  const [whole = "0", fraction = ""] = rate.trim().split(".");
  const int = whole.replace(/^0+(?=\d)/, "");
  const frac = fraction.replace(/0+$/, "");
  return frac ? `${int}.${frac}` : int;
}

/** GET /api/admin/countries (setcountry) */
export async function adminCountries(ctx: AppContext, session: Session): Promise<AdminCountryList> {
  authorize(session, "site.manage", null);
  const [rows, candidates, settings] = await Promise.all([
    listAdminCountries(ctx.db),
    listDirectorCandidates(ctx.db),
    siteSettings(ctx),
  ]);
  return {
    countries: rows.map((r) => ({ ...r, exchangeRate: normalizeRate(r.exchangeRate) })),
    candidates,
    baseCurrency: settings.baseCurrency,
  };
}

/** POST /api/admin/countries */
export async function addCountry(
  ctx: AppContext,
  session: Session,
  body: NewCountryBody,
  meta: RequestMeta,
): Promise<AdminCountryList> {
  authorize(session, "site.manage", null);
  await recordChange(
    ctx,
    session,
    meta,
    {
      action: "country.create",
      targetType: "country",
      targetId: body.code,
      details: { currency: body.currency, exchangeRate: body.exchangeRate },
    },
    async (tx) => {
      // One statement decides: two quick submits cannot both pass a look-up and then collide (a 500).
      if (!(await insertCountry(tx, { ...body, active: true })))
        throw Conflict("This country is already in the list.", { code: "This country is already in the list." });
    },
  );
  return adminCountries(ctx, session);
}

/**
 * PATCH /api/admin/countries/:code: the rate (every change kept in exchange_rate_history),
 * active, director. A new rate prices new checkouts and renewals only: payments keep the
 * amount they were charged (ADR 0026).
 */
export async function editCountry(
  ctx: AppContext,
  session: Session,
  code: string,
  body: CountryPatchBody,
  meta: RequestMeta,
): Promise<AdminCountryList> {
  authorize(session, "site.manage", null);
  const country = await findCountry(ctx.db, code);
  if (!country) throw NotFound("The country");
  if (body.directorId !== undefined && body.directorId !== null) {
    const user = await findUserRoleCountry(ctx.db, body.directorId);
    if (!user || user.role !== "countrydirector" || user.country !== country.code)
      throw Invalid("directorId", "Choose a country director of this country.");
  }
  const oldRate = normalizeRate(country.exchangeRate);
  const newRate = body.exchangeRate === undefined ? oldRate : normalizeRate(body.exchangeRate);
  const rateChanged = newRate !== oldRate;
  const details: Record<string, unknown> = {};
  if (rateChanged) Object.assign(details, { oldRate, newRate });
  if (body.active !== undefined && body.active !== country.active) details.active = body.active;
  if (body.directorId !== undefined && body.directorId !== country.directorId) details.directorId = body.directorId;
  await recordChange(
    ctx,
    session,
    meta,
    {
      action: rateChanged ? "country.rate_change" : "country.update",
      targetType: "country",
      targetId: country.code,
      details,
    },
    async (tx) => {
      await updateCountry(tx, country.code, {
        ...(rateChanged ? { exchangeRate: newRate } : {}),
        ...(body.active === undefined ? {} : { active: body.active }),
        ...(body.directorId === undefined ? {} : { directorId: body.directorId }),
      });
      if (rateChanged)
        await insertRateChange(tx, { country: country.code, oldRate, newRate, changedBy: session.user.id });
    },
  );
  return adminCountries(ctx, session);
}

/** GET /api/admin/countries/:code/rate-history */
export async function rateHistory(ctx: AppContext, session: Session, code: string): Promise<RateHistory> {
  authorize(session, "site.manage", null);
  const country = await findCountry(ctx.db, code);
  if (!country) throw NotFound("The country");
  const rows = await rateHistoryOf(ctx.db, country.code);
  return {
    changes: rows.map((r) => ({
      ...r,
      oldRate: normalizeRate(r.oldRate),
      newRate: normalizeRate(r.newRate),
      changedAt: r.changedAt.toISOString(),
    })),
  };
}
