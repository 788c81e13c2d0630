import "@mantine/core/styles/NumberInput.css";
import { Button, Group, NumberInput, Paper, Stack, Text, Title } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { currencyDigits, formatMoney } from "@tq/contract/money";
import type { CountryPrice, CountrySettings } from "@tq/contract/site-admin";
import { useState } from "react";
import { errorMessage } from "../../../lib/api-error.ts";
import { FormAlert } from "../../../lib/ui/form-alert.tsx";
import { clearPriceOverride, setPriceOverride, settingsKeys } from "../api.ts";

/**
 * Local price overrides: each published course's converted price and the director's own price
 * in the country's currency (typed in major units, stored in minor units).
 */
export function LocalPrices({ settings }: { settings: CountrySettings }) {
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<{ kind: "success" | "error"; text: string } | null>(null);
  const apply = async (action: () => Promise<CountrySettings>, text: string) => {
    setNotice(null);
    try {
      queryClient.setQueryData(settingsKeys.country(settings.country), await action());
      setNotice({ kind: "success", text });
    } catch (error) {
      setNotice({ kind: "error", text: errorMessage(error) });
    }
  };
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        Local prices — {settings.currency}
      </Title>
      <Text size="sm" c="dimmed">
        Without a local price, a course costs its base price ({settings.baseCurrency}) converted with the exchange rate.
        A local price applies to new checkouts and renewals; what students already paid does not change.
      </Text>
      {notice ? <FormAlert kind={notice.kind}>{notice.text}</FormAlert> : null}
      {settings.prices.length === 0 ? (
        <Text c="dimmed">No published course yet.</Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: "none", margin: 0, padding: 0 }} aria-label="Local prices">
          {settings.prices.map((p) => (
            <PriceRow
              key={`${settings.country}-${p.courseId}-${p.overrideMinor ?? "none"}`}
              price={p}
              onSet={(minor) =>
                apply(
                  () => setPriceOverride(settings.country, p.courseId, minor),
                  `“${p.title}” now costs ${formatMoney(minor, p.currency)} in ${settings.name}.`,
                )
              }
              onClear={() =>
                apply(
                  () => clearPriceOverride(settings.country, p.courseId),
                  `“${p.title}” is back to its converted price.`,
                )
              }
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function PriceRow({
  price,
  onSet,
  onClear,
}: {
  price: CountryPrice;
  onSet: (minor: number) => Promise<void>;
  onClear: () => Promise<void>;
}) {
  const digits = currencyDigits(price.currency);
  const [value, setValue] = useState<number | string>(
    price.overrideMinor === null ? "" : price.overrideMinor / 10 ** digits,
  );
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const minor = typeof value === "number" ? Math.round(value * 10 ** digits) : null;
  const save = async () => {
    if (minor === null || minor < 0) {
      setError("Enter a price of zero or more.");
      return;
    }
    setError(null);
    setBusy(true);
    await onSet(minor).finally(() => setBusy(false));
  };
  return (
    <Paper component="li" withBorder p="sm" data-testid={`price-${price.courseId}`}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <div style={{ flex: "1 1 220px", minWidth: 0 }}>
          <Text fw={600}>{price.title}</Text>
          <Text size="sm" c="dimmed">
            Converted: {formatMoney(price.convertedMinor, price.currency)}
            {price.overrideMinor !== null ? ` · local: ${formatMoney(price.overrideMinor, price.currency)}` : ""}
          </Text>
        </div>
        {/* Wraps on a narrow phone (320 px): the page itself must never scroll sideways. */}
        <Group gap="xs" wrap="wrap" align="flex-start">
          <NumberInput
            aria-label={`Local price of ${price.title} (${price.currency})`}
            placeholder="Local price"
            value={value}
            onChange={setValue}
            min={0}
            decimalScale={digits}
            thousandSeparator=","
            suffix={` ${price.currency}`}
            error={error}
            w={170}
          />
          <Button variant="light" onClick={() => void save()} loading={busy} disabled={minor === price.overrideMinor}>
            Set
          </Button>
          {price.overrideMinor !== null ? (
            <Button variant="subtle" color="gray" onClick={() => void onClear()}>
              Clear
            </Button>
          ) : null}
        </Group>
      </Group>
    </Paper>
  );
}
