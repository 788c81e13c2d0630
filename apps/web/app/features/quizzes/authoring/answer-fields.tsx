import { Group, NumberInput, Radio, SimpleGrid, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import type { QuestionValues } from "./question-form.ts";
import "@mantine/core/styles/Radio.css";
import "@mantine/core/styles/NumberInput.css";

/** The answer key fields that are not options: per type (multiple select, two-tier, true/false, numeric). */
export function AnswerFields({ form }: { form: UseFormReturnType<QuestionValues> }) {
  const { type } = form.getValues();
  switch (type) {
    case "multiple":
      return (
        <Radio.Group
          label="Partial credit"
          description="How a partly right selection is marked."
          {...form.getInputProps("partialCredit")}
        >
          <Group mt="xs" gap="md">
            <Radio value="none" label="None (all or nothing)" />
            <Radio value="proportional" label="Proportional" />
            <Radio value="rightMinusWrong" label="Right minus wrong" />
          </Group>
        </Radio.Group>
      );
    case "twotier":
      return (
        <NumberInput
          label="Marks of the first tier"
          description="For the right option; the rest of the marks are for the right reason."
          min={0}
          max={1000}
          decimalScale={2}
          required
          maw={320}
          {...form.getInputProps("firstTierMarks")}
        />
      );
    case "truefalse":
      return (
        <Radio.Group label="The statement is" required {...form.getInputProps("answer")}>
          <Group mt="xs" gap="md">
            <Radio value="true" label="True" />
            <Radio value="false" label="False" />
          </Group>
        </Radio.Group>
      );
    case "numeric":
      return (
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <NumberInput label="Correct value" required decimalScale={10} {...form.getInputProps("numericAnswer")} />
          <NumberInput
            label="Tolerance (±)"
            description="Accepted distance from the value."
            min={0}
            decimalScale={10}
            {...form.getInputProps("tolerance")}
          />
          <TextInput label="Unit" placeholder="e.g. m/s" maxLength={40} {...form.getInputProps("unit")} />
        </SimpleGrid>
      );
    default:
      return null;
  }
}
