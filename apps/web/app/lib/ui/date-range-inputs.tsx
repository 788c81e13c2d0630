import { TextInput } from "@mantine/core";

/**
 * A list screen's "From" and "To" day filters (the browser's date pickers, YYYY-MM-DD), side by
 * side on phones too. An emptied field is null: the filter is off.
 */
export function DateRangeInputs({
  from,
  to,
  onChange,
}: {
  from: string | null | undefined;
  to: string | null | undefined;
  onChange: (key: "from" | "to", value: string | null) => void;
}) {
  return (
    <>
      <TextInput
        type="date"
        label="From"
        w={{ base: "48%", xs: 160 }}
        value={from ?? ""}
        onChange={(e) => onChange("from", e.currentTarget.value || null)}
      />
      <TextInput
        type="date"
        label="To"
        w={{ base: "48%", xs: 160 }}
        value={to ?? ""}
        onChange={(e) => onChange("to", e.currentTarget.value || null)}
      />
    </>
  );
}
