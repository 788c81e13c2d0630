import { formatDay } from "@tq/contract/dates";
import { formatMoney } from "@tq/contract/money";
import type { Money } from "@tq/contract/site";

export const priceText = (m: Money) => formatMoney(m.amountMinor, m.currency);

export const monthsText = (months: number) => (months === 1 ? "1 month" : `${months} months`);

/** A date as the student reads it (no time: subscriptions are bought by the day). */
export const dayText = (iso: string) => formatDay(iso, { timeZone: "UTC" });
