/**
 * How every screen and the server's dashboard text write dates: one format per locale (issue #12).
 *
 * The interface is English today; its locale is en-GB ("27 Nov 2026", "27 Nov 2026, 14:05"):
 * day before month, as our students in Nigeria, Kenya, Ghana and the UK read it, and no
 * all-numeric form that a US reader would read the other way round. When interface languages
 * come, DISPLAY_LOCALE becomes the chosen language's locale and every date follows.
 *
 * The locale is fixed (not the browser's) so that a server-rendered date and the same date
 * rendered in the browser are the same text (no hydration mismatch, the same page after a click
 * as after a reload).
 */
export const DISPLAY_LOCALE = "en-GB";

type When = string | Date;

const asDate = (when: When): Date =>
  // A bare day (2026-01-31) is a UTC day, not midnight in the reader's zone.
  when instanceof Date ? when : new Date(/^\d{4}-\d{2}-\d{2}$/.test(when) ? `${when}T00:00:00Z` : when);

const formats = new Map<string, Intl.DateTimeFormat>();
function formatter(key: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  let f = formats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(DISPLAY_LOCALE, options);
    formats.set(key, f);
  }
  return f;
}

export interface DateOptions {
  /** "UTC" for days the server counts in UTC (periods, subscriptions, server-written text); else the reader's zone. */
  timeZone?: "UTC";
}

/** A day: "27 Nov 2026". */
export function formatDay(when: When, options: DateOptions = {}): string {
  const tz = options.timeZone;
  return formatter(`day:${tz ?? ""}`, { dateStyle: "medium", timeZone: tz }).format(asDate(when));
}

/** A day and a time: "27 Nov 2026, 14:05" (with seconds for the activity log). */
export function formatDateTime(when: When, options: DateOptions & { seconds?: boolean } = {}): string {
  const tz = options.timeZone;
  const timeStyle = options.seconds ? "medium" : "short";
  return formatter(`dt:${tz ?? ""}:${timeStyle}`, { dateStyle: "medium", timeStyle, timeZone: tz }).format(
    asDate(when),
  );
}

/** A meeting's time, when the year is plain from context: "Tue 3 Mar, 14:00". */
export function formatMeeting(when: When, options: DateOptions = {}): string {
  const tz = options.timeZone;
  return formatter(`meet:${tz ?? ""}`, {
    weekday: "short",
    day: "numeric",
    month: "short",
    hour: "2-digit",
    minute: "2-digit",
    timeZone: tz,
  }).format(asDate(when));
}

/** Two days as a period: "17 Nov 2026 – 16 May 2027". */
export function formatDayRange(from: When, to: When, options: DateOptions = {}): string {
  return `${formatDay(from, options)} – ${formatDay(to, options)}`;
}
