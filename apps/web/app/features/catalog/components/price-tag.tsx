import { Badge, Text } from "@mantine/core";
import { formatMoney } from "@tq/contract/money";
import type { Money } from "@tq/contract/site";

export function monthsLabel(months: number): string {
  return months === 1 ? "1 month" : `${months} months`;
}

/** A course's price in the visitor's currency and how long access lasts, as `home` shows it. */
export function PriceTag({ price, months, size = "xl" }: { price: Money; months: number; size?: "xl" | "xxl" }) {
  return (
    <div>
      <Text fw={800} fz={size === "xxl" ? 28 : "xl"} data-testid="course-price">
        {formatMoney(price.amountMinor, price.currency)}
      </Text>
      <Badge variant="light" color="gray" size="sm">
        {monthsLabel(months)} of access
      </Badge>
    </div>
  );
}
