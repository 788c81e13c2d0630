import { z } from "zod";
import { CurrencyCode, Email, plainText } from "./fields.ts";

/** Up to 200,000 characters of editor HTML; the server sanitizes it before storing. */
const PageHtml = z.string().max(200_000, "This page is too long (at most 200,000 characters of HTML).");

/** generalsettings, world director: the site-wide settings (PUT /api/admin/site-settings). */
export const SiteSettingsBody = z.object({
  siteTitle: plainText(1, 80, "Enter the site's title."),
  supportEmail: Email,
  registrationOpen: z.boolean(),
  baseCurrency: CurrencyCode,
  maintenanceBanner: z.string().trim().max(300, "Use at most 300 characters."),
});
export type SiteSettingsBody = z.infer<typeof SiteSettingsBody>;

/** GET /api/admin/site-settings: the values and the currencies the base may move to. */
export const SiteSettingsAnswer = z.object({
  settings: SiteSettingsBody,
  currencies: z.array(z.string()),
});
export type SiteSettingsAnswer = z.infer<typeof SiteSettingsAnswer>;

/** PUT /api/admin/pages/:key (about us, terms, privacy). */
export const PageBody = z.object({
  title: plainText(1, 120, "Enter the page's title."),
  html: PageHtml,
});
export type PageBody = z.infer<typeof PageBody>;

/** A `folder/{id}` page as its editors see it. */
export const FolderPage = z.object({
  id: z.number().int(),
  title: z.string(),
  html: z.string(),
  published: z.boolean(),
  updatedAt: z.string(),
});
export type FolderPage = z.infer<typeof FolderPage>;
export const FolderPageList = z.object({ pages: z.array(FolderPage) });
export type FolderPageList = z.infer<typeof FolderPageList>;

export const FolderPageBody = z.object({
  title: plainText(1, 120, "Enter the page's title."),
  html: PageHtml,
  published: z.boolean(),
});
export type FolderPageBody = z.infer<typeof FolderPageBody>;

/** One course's price in a country: converted from the base price, and the director's override. */
export const CountryPrice = z.object({
  courseId: z.number().int(),
  title: z.string(),
  basePriceMinor: z.number().int(),
  convertedMinor: z.number().int(),
  overrideMinor: z.number().int().nullable(),
  currency: z.string(),
});
export type CountryPrice = z.infer<typeof CountryPrice>;

/** GET /api/admin/countries/:code/settings: a country director's settings for their country. */
export const CountrySettings = z.object({
  country: z.string(),
  name: z.string(),
  currency: z.string(),
  baseCurrency: z.string(),
  contactEmail: z.string(),
  contactPhone: z.string(),
  contactAddress: z.string(),
  prices: z.array(CountryPrice),
});
export type CountrySettings = z.infer<typeof CountrySettings>;

/** PUT /api/admin/countries/:code/contact: what contactus shows for the country. Empty email hides it. */
export const CountryContactBody = z.object({
  contactEmail: z.union([z.literal(""), Email]),
  contactPhone: z
    .string()
    .trim()
    .max(40, "Use at most 40 characters.")
    .regex(/^[0-9+()\-.\s]*$/, "Use digits, spaces and + ( ) - only."),
  contactAddress: z.string().trim().max(300, "Use at most 300 characters."),
});
export type CountryContactBody = z.infer<typeof CountryContactBody>;

/** PUT /api/admin/countries/:code/prices/:courseId: in the country's currency, minor units. */
export const PriceOverrideBody = z.object({
  amountMinor: z
    .number({ error: "Enter a price." })
    .int("Use whole minor units (cents).")
    .min(0, "A price cannot be negative.")
    // The price columns are int4: a larger number would be refused by the database (a 500).
    .max(2_147_483_647, "This price is too large."),
});
export type PriceOverrideBody = z.infer<typeof PriceOverrideBody>;

/** The largest rate a country may have: units of its currency per unit of the base currency. */
export const MAX_EXCHANGE_RATE = 1_000_000;

/** A positive decimal with at most 6 decimals, as a string (the database keeps numeric(18,6)). */
export const ExchangeRate = z
  .string({ error: "Enter the rate." })
  .trim()
  .regex(/^\d{1,12}(\.\d{1,6})?$/, "Enter a positive number with at most 6 decimals.")
  .refine((v) => Number(v) > 0, "The rate must be above zero.")
  // No real currency is worth a million times another; a larger rate is a typo, and it would push
  // converted prices past what the price and payment columns hold.
  .refine((v) => Number(v) <= MAX_EXCHANGE_RATE, "The rate must be at most 1,000,000.");

/** setcountry: a country as the world director administers it. */
export const AdminCountry = z.object({
  code: z.string(),
  name: z.string(),
  currency: z.string(),
  exchangeRate: z.string(),
  active: z.boolean(),
  directorId: z.number().int().nullable(),
  directorName: z.string().nullable(),
});
export type AdminCountry = z.infer<typeof AdminCountry>;

/** A user who may direct a country: role countrydirector, in that country. */
export const DirectorCandidate = z.object({ id: z.number().int(), name: z.string(), country: z.string() });
export type DirectorCandidate = z.infer<typeof DirectorCandidate>;

export const AdminCountryList = z.object({
  countries: z.array(AdminCountry),
  candidates: z.array(DirectorCandidate),
  baseCurrency: z.string(),
});
export type AdminCountryList = z.infer<typeof AdminCountryList>;

/** POST /api/admin/countries */
export const NewCountryBody = z.object({
  // Typed, not chosen from a list: the message says what to type.
  code: z
    .string({ error: "Enter the two-letter ISO country code." })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, "Enter the two-letter ISO country code (e.g. KE)."),
  name: plainText(2, 80, "Enter the country's name."),
  currency: z.string().trim().toUpperCase().pipe(CurrencyCode),
  exchangeRate: ExchangeRate,
});
export type NewCountryBody = z.infer<typeof NewCountryBody>;

/** PATCH /api/admin/countries/:code: any of rate, active, director (null: none). */
export const CountryPatchBody = z
  .object({
    exchangeRate: ExchangeRate.optional(),
    active: z.boolean().optional(),
    directorId: z.number().int().positive().nullable().optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), "Change at least one thing.");
export type CountryPatchBody = z.infer<typeof CountryPatchBody>;

export const RateChange = z.object({
  id: z.number().int(),
  country: z.string(),
  oldRate: z.string(),
  newRate: z.string(),
  changedBy: z.string().nullable(),
  changedAt: z.string(),
});
export type RateChange = z.infer<typeof RateChange>;
export const RateHistory = z.object({ changes: z.array(RateChange) });
export type RateHistory = z.infer<typeof RateHistory>;

/** courseordering: published courses in display order. */
export const OrderedCourse = z.object({ id: z.number().int(), title: z.string(), ownerName: z.string() });
export type OrderedCourse = z.infer<typeof OrderedCourse>;
export const CourseOrder = z.object({ courses: z.array(OrderedCourse) });
export type CourseOrder = z.infer<typeof CourseOrder>;
export const CourseOrderBody = z.object({
  ids: z.array(z.number().int().positive()).min(1, "Send the courses in their new order.").max(1000),
});
export type CourseOrderBody = z.infer<typeof CourseOrderBody>;
