import type { Country } from "@tq/contract/site";

/** Options for a country select: active countries, by name. */
export function countryOptions(countries: readonly Country[]): { value: string; label: string }[] {
  return countries
    .filter((c) => c.active)
    .map((c) => ({ value: c.code, label: c.name }))
    .sort((a, b) => a.label.localeCompare(b.label));
}
