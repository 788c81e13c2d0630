import { Button, Group, Paper, Radio, Stack, Text } from "@mantine/core";
import type { CheckoutResult, PaymentProvider } from "@tq/contract/enrolment";
import { hrefTo } from "@tq/contract/paths";
import type { Money } from "@tq/contract/site";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import "@mantine/core/styles/Radio.css";
import { errorMessage } from "../../../lib/api-error.ts";
import { FormAlert } from "../../../lib/ui/form-alert.tsx";
import { monthsText, priceText } from "../money.ts";

const PROVIDER_LABELS: Record<PaymentProvider, { label: string; description: string }> = {
  manual: {
    label: "Bank transfer or at the office",
    description: "Your subscription starts when a director records your payment.",
  },
  demo: { label: "Demo payment", description: "Instant, no real money: this site runs in demo mode." },
};

/**
 * The one checkout (coursetutors and studentrenewal): the price and period, how to pay, then the
 * provider's answer. `pay` is the subscribe or renew call.
 */
export function CheckoutForm({
  price,
  months,
  providers,
  pay,
  payLabel,
  courseId,
}: {
  price: Money;
  months: number;
  providers: readonly PaymentProvider[];
  pay: (provider: PaymentProvider) => Promise<CheckoutResult>;
  payLabel: string;
  courseId: number;
}) {
  const queryClient = useQueryClient();
  const [provider, setProvider] = useState<PaymentProvider | null>(
    providers.length === 1 ? (providers[0] ?? null) : null,
  );
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<CheckoutResult | null>(null);

  async function submit() {
    if (!provider) return setError("Choose how to pay.");
    setBusy(true);
    setError(null);
    try {
      setDone(await pay(provider));
      await queryClient.invalidateQueries({ queryKey: ["enrolment"] });
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  }

  if (done) {
    const active = done.subscription.state === "active";
    return (
      <Stack gap="sm" data-testid="checkout-done">
        <FormAlert kind="success">{done.message}</FormAlert>
        <Group gap="sm">
          {active ? (
            <Button component={Link} to={hrefTo("coursedetail", { courseId })}>
              Start reading
            </Button>
          ) : null}
          <Button component={Link} to={hrefTo("mysubscriptions")} variant={active ? "default" : "filled"}>
            My subscriptions
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="checkout-title">
      <Stack gap="md">
        <div>
          <Text id="checkout-title" fw={700}>
            Checkout
          </Text>
          <Text fz={28} fw={800} data-testid="checkout-price">
            {priceText(price)}
          </Text>
          <Text size="sm" c="dimmed">
            for {monthsText(months)} of access to every tutorial and quiz
          </Text>
        </div>
        <Radio.Group
          label="How would you like to pay?"
          required
          value={provider}
          onChange={(v) => setProvider(v as PaymentProvider)}
        >
          <Stack gap="xs" mt="xs">
            {providers.map((p) => (
              <Radio key={p} value={p} label={PROVIDER_LABELS[p].label} description={PROVIDER_LABELS[p].description} />
            ))}
          </Stack>
        </Radio.Group>
        {error ? <FormAlert kind="error">{error}</FormAlert> : null}
        <Group>
          <Button onClick={() => void submit()} loading={busy} disabled={!provider}>
            {payLabel}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
