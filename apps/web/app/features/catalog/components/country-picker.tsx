import { NativeSelect } from "@mantine/core";
import type { Country } from "@tq/contract/site";
import { IconWorld } from "@tabler/icons-react";
import { countryOptions } from "../../../lib/countries.ts";

/** Which country's prices to show; a native select works before JavaScript and on every phone. */
export function CountryPicker({
  countries,
  value,
  currency,
  onChange,
}: {
  countries: readonly Country[];
  value: string | null;
  currency: string;
  onChange: (code: string) => void;
}) {
  const options = countryOptions(countries);
  return (
    <NativeSelect
      label="Prices for"
      description={`Shown in ${currency}`}
      leftSection={<IconWorld size={16} aria-hidden />}
      value={value ?? ""}
      onChange={(event) => onChange(event.currentTarget.value)}
      data={[{ value: "", label: "Choose your country" }, ...options]}
      w={{ base: "100%", xs: 260 }}
      data-testid="country-picker"
    />
  );
}
