import { Button, Group, NumberInput, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import {
  BasePriceMinor,
  CourseDescriptionHtml,
  CourseMonths,
  CourseSummary,
  CourseTitle,
  PRICE_MINOR_MAX,
  type CourseCreateBody,
} from "@tq/contract/authoring";
import { currencyDigits } from "@tq/contract/money";
import { z } from "zod";
import "@mantine/core/styles/NumberInput.css";
import { FormAlert } from "../../../lib/ui/form-alert.tsx";
import { useFormSubmit } from "../../../lib/use-form-submit.ts";
import { toMajor, toMinor } from "../price.ts";
import { CourseDescriptionField } from "./course-description-field.tsx";

/** The form's values: the price is typed in major units of the base currency. */
function formSchema(currency: string) {
  return z.object({
    title: CourseTitle,
    summary: CourseSummary,
    descriptionHtml: CourseDescriptionHtml,
    price: z
      .number({ error: "Enter a price (0 for a free course)." })
      .min(0, "A price cannot be negative.")
      .max(toMajor(PRICE_MINOR_MAX, currency), "This price is too high."),
    months: CourseMonths,
  });
}

export interface CourseFormProps {
  initial: CourseCreateBody;
  currency: string;
  submitLabel: string;
  onSave: (body: CourseCreateBody) => Promise<void>;
  onCancel: () => void;
}

/** Title, summary, description, price and subscription length of a course. */
export function CourseForm({ initial, currency, submitLabel, onSave, onCancel }: CourseFormProps) {
  const schema = formSchema(currency);
  const form = useForm({
    mode: "controlled",
    initialValues: {
      title: initial.title,
      summary: initial.summary ?? "",
      descriptionHtml: initial.descriptionHtml ?? "",
      price: toMajor(initial.basePriceMinor, currency) as number | string,
      months: initial.months as number | string,
    },
    validate: schemaResolver(schema, { sync: true }),
  });
  const { message, busy, run } = useFormSubmit(form);
  const digits = currencyDigits(currency);

  const submit = form.onSubmit((values) =>
    run(async () => {
      const v = schema.parse(values);
      const basePriceMinor = BasePriceMinor.parse(toMinor(v.price, currency));
      await onSave({ ...v, basePriceMinor });
    }),
  );

  return (
    <form onSubmit={submit} noValidate aria-label={submitLabel}>
      <Stack gap="sm">
        {message ? <FormAlert kind="error">{message}</FormAlert> : null}
        <TextInput label="Title" required data-autofocus {...form.getInputProps("title")} />
        <TextInput
          label="Summary"
          description="One line for the course cards on the home page."
          {...form.getInputProps("summary")}
        />
        <CourseDescriptionField
          value={form.values.descriptionHtml}
          onChange={(html) => form.setFieldValue("descriptionHtml", html)}
          error={form.errors.descriptionHtml}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <NumberInput
            label={`Price (${currency})`}
            description="Before any country's exchange rate."
            required
            min={0}
            decimalScale={digits}
            fixedDecimalScale={digits > 0}
            thousandSeparator=","
            {...form.getInputProps("price")}
          />
          <NumberInput
            label="Subscription length (months)"
            required
            min={1}
            max={60}
            allowDecimal={false}
            {...form.getInputProps("months")}
          />
        </SimpleGrid>
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
