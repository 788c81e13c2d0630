import { z } from "zod";
import { CountryCode, Email, PersonName, plainText } from "./fields.ts";

export const Country = z.object({
  code: z.string(),
  name: z.string(),
  currency: z.string(),
  /** Units of the country's currency per one unit of the base currency, as a decimal string. */
  exchangeRate: z.string(),
  active: z.boolean(),
});
export type Country = z.infer<typeof Country>;

export const PublicSettings = z.object({
  siteTitle: z.string(),
  supportEmail: z.string(),
  registrationOpen: z.boolean(),
  baseCurrency: z.string(),
  maintenanceBanner: z.string(),
  demoMode: z.boolean(),
  /** Sign in with Google is offered only when a client id is configured (PRODUCT.md §7). */
  googleClientId: z.string().nullable(),
});
export type PublicSettings = z.infer<typeof PublicSettings>;

/** GET /api/admin/getpersistentdata */
export const PersistentData = z.object({ countries: z.array(Country), settings: PublicSettings });
export type PersistentData = z.infer<typeof PersistentData>;

export const Money = z.object({ amountMinor: z.number().int(), currency: z.string() });
export type Money = z.infer<typeof Money>;

/** POST /api/admin/getcoursesfordisplay: an optional country picks the price currency. */
export const CoursesForDisplayBody = z.object({ country: CountryCode.optional() }).default({});

export const CourseCard = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  logoUrl: z.string().nullable(),
  months: z.number().int(),
  price: Money,
  ownerName: z.string(),
});
export type CourseCard = z.infer<typeof CourseCard>;

export const CoursesForDisplay = z.object({
  courses: z.array(CourseCard),
  country: z.string().nullable(),
  currency: z.string(),
});
export type CoursesForDisplay = z.infer<typeof CoursesForDisplay>;

/** POST /api/admin/contactsite */
export const ContactBody = z.object({
  name: PersonName,
  email: Email,
  country: CountryCode,
  subject: plainText(3, 150, "Write a subject of at least 3 characters."),
  message: plainText(10, 5000, "Write a message of at least 10 characters."),
});
export type ContactBody = z.infer<typeof ContactBody>;

/** A director-authored public page (about us, terms, privacy). */
export const PageKey = z.enum(["aboutus", "termsofservice", "privacypolicy"]);
export type PageKey = z.infer<typeof PageKey>;
export const PublicPage = z.object({ key: z.string(), title: z.string(), html: z.string(), updatedAt: z.string() });
export type PublicPage = z.infer<typeof PublicPage>;

export const CountryContact = z.object({
  country: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
});
export const ContactDetails = z.object({ support: z.string(), countries: z.array(CountryContact) });
export type ContactDetails = z.infer<typeof ContactDetails>;

export const OutboxEntry = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  kind: z.string(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  /**
   * Delivery (ADR 0083): queued (its first sending under way), sent, retrying (a sending failed;
   * `nextAttemptAt` says when the next one is due), failed (given up), unsent (kept only: no SMTP).
   */
  state: z.enum(["queued", "sent", "retrying", "failed", "unsent"]),
  attempts: z.number().int(),
  /** The last failure's message; kept after a later success. */
  error: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
});
export type OutboxEntry = z.infer<typeof OutboxEntry>;
export const OutboxAnswer = z.object({ emails: z.array(OutboxEntry) });
export type OutboxAnswer = z.infer<typeof OutboxAnswer>;
