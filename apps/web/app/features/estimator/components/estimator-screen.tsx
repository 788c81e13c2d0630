import { BarChart } from "@mantine/charts";
import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { IconChartBar, IconDownload } from "@tabler/icons-react";
import { EstimatorInputs, type EstimatorBaseline } from "@tq/contract/estimator";
import { project } from "@tq/contract/estimator-model";
import { currencyDigits, formatMoney } from "@tq/contract/money";
import { useMemo, useState } from "react";
import "@mantine/charts/styles.css";
import { errorMessage } from "../../../lib/api-error.ts";
import { saveBlob } from "../../../lib/download.ts";
import { ContentSkeleton } from "../../../lib/ui/content-skeleton.tsx";
import { FormAlert } from "../../../lib/ui/form-alert.tsx";
import { LoadError } from "../../../lib/ui/load-error.tsx";
import { PageState } from "../../../lib/ui/page-state.tsx";
import { estimatorBaselineQuery, fetchProjectionCsv } from "../api.ts";
import { EstimatorInputsForm, type InputValues } from "./estimator-inputs.tsx";
import { ProjectionTable } from "./projection-table.tsx";

const COLORS = [
  "blue.6",
  "teal.6",
  "orange.6",
  "grape.6",
  "red.6",
  "cyan.6",
  "lime.6",
  "pink.6",
  "indigo.6",
  "yellow.6",
];
const DEFAULTS: InputValues = { growth: 2, churn: 0, tutorShare: 30, paymentFees: 3 };

/** The inputs checked by the contract's schema: the numbers, or a message per field. */
function checked(values: InputValues) {
  const result = EstimatorInputs.safeParse(values);
  if (result.success) return { inputs: result.data, errors: {} };
  const errors: Partial<Record<keyof InputValues, string>> = {};
  for (const issue of result.error.issues) {
    const key = issue.path[0] as keyof InputValues;
    errors[key] ??= issue.message;
  }
  return { inputs: null, errors };
}

function Projected({ baseline }: { baseline: EstimatorBaseline }) {
  const [values, setValues] = useState<InputValues>(DEFAULTS);
  const [lastGood, setLastGood] = useState(EstimatorInputs.parse(DEFAULTS));
  const { inputs, errors } = checked(values);
  // While a field is being corrected, the numbers stay those of the last valid inputs.
  const used = inputs ?? lastGood;
  const projection = useMemo(() => project(baseline, used), [baseline, used]);
  const [csvBusy, setCsvBusy] = useState(false);
  const [csvError, setCsvError] = useState<string | null>(null);
  const currency = baseline.baseCurrency;
  const money = (minor: number) => formatMoney(minor, currency);
  const countries = baseline.countries.map((c) => c.country);
  const today = baseline.countries.reduce((s, c) => s + c.monthlyMinor, 0);
  const unit = 10 ** currencyDigits(currency);
  const chartData = projection.months.map((m) => ({
    month: m.month,
    ...Object.fromEntries(m.cells.map((c) => [c.country, c.grossMinor / unit])),
  }));

  return (
    <Stack gap="lg">
      <Card withBorder radius="md" p={{ base: "md", sm: "lg" }}>
        <Stack gap="sm">
          <Title order={2} size="h4">
            What if…
          </Title>
          <EstimatorInputsForm
            values={values}
            errors={errors}
            onChange={(key, value) => {
              const next = { ...values, [key]: value };
              setValues(next);
              const ok = checked(next).inputs;
              if (ok) setLastGood(ok);
            }}
          />
        </Stack>
      </Card>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <Card withBorder radius="md">
          <Text size="sm" c="dimmed">
            Monthly revenue today
          </Text>
          <Text fw={700} fz="xl">
            {money(today)}
          </Text>
        </Card>
        <Card withBorder radius="md">
          <Text size="sm" c="dimmed">
            Gross, next 12 months
          </Text>
          <Text fw={700} fz="xl" data-testid="estimate-gross">
            {money(projection.total.grossMinor)}
          </Text>
        </Card>
        <Card withBorder radius="md">
          <Text size="sm" c="dimmed">
            Net after fees and tutors
          </Text>
          <Text fw={700} fz="xl" data-testid="estimate-net">
            {money(projection.total.netMinor)}
          </Text>
        </Card>
      </SimpleGrid>
      <Card withBorder radius="md" p={{ base: "sm", sm: "lg" }}>
        <Title order={2} size="h4" mb="sm">
          Gross revenue per month and country ({currency})
        </Title>
        <BarChart
          h={300}
          data={chartData}
          dataKey="month"
          type="stacked"
          withLegend
          series={countries.map((c, i) => ({ name: c, color: COLORS[i % COLORS.length] ?? "gray.6" }))}
          valueFormatter={(v) => formatMoney(Math.round(v * unit), currency)}
          aria-label="Bar chart of gross revenue per month, stacked by country"
        />
      </Card>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4">
            Month by month
          </Title>
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            loading={csvBusy}
            disabled={inputs === null}
            onClick={() => {
              if (!inputs) return;
              setCsvBusy(true);
              setCsvError(null);
              fetchProjectionCsv(inputs)
                .then(({ blob, fileName }) => saveBlob(blob, fileName))
                .catch((e: unknown) => setCsvError(errorMessage(e)))
                .finally(() => setCsvBusy(false));
            }}
          >
            Download CSV
          </Button>
        </Group>
        {csvError && <FormAlert kind="error">{csvError}</FormAlert>}
        <ProjectionTable projection={projection} countries={countries} currency={currency} />
        <Text size="xs" c="dimmed">
          Each active subscription counts at the price its renewal would cost today, in {currency} at today's rates,
          spread over its months. Growth and churn compound monthly; tutor share applies to subscriptions taken with a
          tutor.
        </Text>
      </Stack>
    </Stack>
  );
}

/** estimator [G] (world director): revenue projection per month and country, with what-if inputs. */
export function EstimatorScreen() {
  const baseline = useQuery(estimatorBaselineQuery());
  if (baseline.isPending) return <ContentSkeleton lines={10} label="Loading the subscriptions…" />;
  if (baseline.isError)
    return <LoadError message={errorMessage(baseline.error)} onRetry={() => void baseline.refetch()} />;
  if (baseline.data.countries.length === 0)
    return (
      <PageState
        icon={<IconChartBar size={32} />}
        heading="No active subscriptions"
        description="The projection starts from the active subscriptions; there are none yet."
      />
    );
  return <Projected baseline={baseline.data} />;
}
