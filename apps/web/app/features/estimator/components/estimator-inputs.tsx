import { NumberInput, SimpleGrid } from "@mantine/core";
import type { EstimatorQuery } from "@tq/contract/estimator";
import "@mantine/core/styles/NumberInput.css";

export type InputValues = Record<keyof Required<EstimatorQuery>, number | string>;

const FIELDS: { key: keyof InputValues; label: string; description: string; min: number; max: number }[] = [
  {
    key: "growth",
    label: "Monthly growth",
    description: "New business each month, % of the month before",
    min: -50,
    max: 50,
  },
  { key: "churn", label: "Monthly churn", description: "Subscriptions lost each month, %", min: 0, max: 100 },
  { key: "tutorShare", label: "Tutor share", description: "% of tutored subscriptions' revenue", min: 0, max: 100 },
  { key: "paymentFees", label: "Payment fees", description: "% the payment providers keep", min: 0, max: 100 },
];

/** The what-if inputs, in percent; errors come from the contract's schema. */
export function EstimatorInputsForm(props: {
  values: InputValues;
  errors: Partial<Record<keyof InputValues, string>>;
  onChange: (key: keyof InputValues, value: number | string) => void;
}) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
      {FIELDS.map((f) => (
        <NumberInput
          key={f.key}
          label={f.label}
          description={f.description}
          suffix=" %"
          decimalScale={2}
          step={0.5}
          min={f.min}
          max={f.max}
          value={props.values[f.key]}
          error={props.errors[f.key]}
          onChange={(v) => props.onChange(f.key, v)}
        />
      ))}
    </SimpleGrid>
  );
}
