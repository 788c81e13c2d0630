import { formatDateTime, formatDay } from "@tq/contract/dates";
import type { DashboardItem, DashboardSection, UserInfo } from "@tq/contract/users";
import type { AppContext, Session } from "../../../context.ts";
import type { UserRow } from "../../users/repo.ts";

export type Card = UserInfo["dashboard"]["cards"][number];
export type Action = UserInfo["dashboard"]["actions"][number];
export type Dashboard = UserInfo["dashboard"];

/**
 * What a role's dashboard is built from: the user whose dashboard it is, and the session when
 * that user is the caller (`own`). Lists that only make sense for oneself (next quiz, wards,
 * classes) are built only then; a director reading another user's info sees the cards.
 */
export interface DashboardInput {
  ctx: AppContext;
  user: UserRow;
  own: Session | null;
}

export const card = (key: string, label: string, value: string | number, href: string | null = null): Card => ({
  key,
  label,
  value: String(value),
  href,
});

export const memberSince = (user: UserRow): Card => card("memberSince", "Member since", dayText(user.createdAt));

export function item(
  key: string,
  label: string,
  more: Partial<Omit<DashboardItem, "key" | "label">> = {},
): DashboardItem {
  return {
    key,
    label,
    detail: more.detail ?? null,
    href: more.href ?? null,
    progress: more.progress ?? null,
    badge: more.badge ?? null,
  };
}

export function section(
  key: string,
  title: string,
  empty: string,
  items: DashboardItem[],
  link: DashboardSection["link"] = null,
): DashboardSection {
  return { key, title, link, empty, items };
}

const DAY_MS = 86_400_000;

/** Whole days from now until a date (0 on its last day). */
export const daysUntil = (date: Date, now = Date.now()) => Math.max(0, Math.floor((date.getTime() - now) / DAY_MS));

/** A released result's badge: its percent, and "provisional" while a marker may still change it (as the records say). */
export const resultBadge = (percent: number | null, provisional: boolean): string | null =>
  percent === null ? null : `${Math.round(percent)}%${provisional ? " · provisional" : ""}`;

/** A day as the server writes it into dashboard text: the screens' one date format (a UTC day). */
export const dayText = (date: Date) => formatDay(date, { timeZone: "UTC" });

/** A session's start as text: day and UTC time (the web shows lists, not the viewer's clock). */
export const minuteText = (date: Date) => `${formatDateTime(date, { timeZone: "UTC" })} UTC`;

export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** Raw SQL answers come back as { rows } from both drivers (see catalog/progress-repo.ts). */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
