import type { Country } from "@tq/contract/site";
import { IconWorld } from "@tabler/icons-react";
import { useId } from "react";
import { countryOptions } from "../../../lib/countries.ts";
import "./country-picker.css";

/**
 * Which country's prices to show; the browser's own select works before JavaScript and on every
 * phone. Plain elements in the theme's look (country-picker.css): the first page stays light.
 */
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
  const id = useId();
  const options = countryOptions(countries);
  return (
    <div className="country-picker">
      <label className="country-picker__label" htmlFor={`${id}-select`}>
        Prices for
      </label>
      <span className="country-picker__description" id={`${id}-description`}>
        Shown in {currency}
      </span>
      <span className="country-picker__field">
        <IconWorld size={16} aria-hidden className="country-picker__icon" />
        <select
          id={`${id}-select`}
          className="country-picker__select"
          aria-describedby={`${id}-description`}
          value={value ?? ""}
          onChange={(event) => onChange(event.currentTarget.value)}
          data-testid="country-picker"
        >
          <option value="">Choose your country</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </span>
    </div>
  );
}
