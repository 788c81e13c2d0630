import { Anchor, Paper, Stack, Text, Title } from "@mantine/core";
import type { ContactDetails, Country } from "@tq/contract/site";
import { IconMail, IconMapPin, IconPhone } from "@tabler/icons-react";

/** The support address and each country's contact details. */
export function ContactDetailsList({ details, countries }: { details: ContactDetails; countries: readonly Country[] }) {
  const nameOf = (code: string) => countries.find((c) => c.code === code)?.name ?? code;
  return (
    <Stack gap="md" data-testid="contact-details">
      {details.support ? (
        <Paper withBorder p="md" radius="md">
          <Title order={2} fz="md" mb={4}>
            Support
          </Title>
          <Anchor href={`mailto:${details.support}`} size="sm">
            {details.support}
          </Anchor>
        </Paper>
      ) : null}
      {details.countries.map((c) => (
        <Paper key={c.country} withBorder p="md" radius="md">
          <Title order={2} fz="md" mb="xs">
            {nameOf(c.country)}
          </Title>
          <Stack gap={6}>
            {c.email ? (
              <Text size="sm" display="flex" style={{ gap: 8, alignItems: "center" }}>
                <IconMail size={16} aria-label="Email" />
                <Anchor href={`mailto:${c.email}`} size="sm">
                  {c.email}
                </Anchor>
              </Text>
            ) : null}
            {c.phone ? (
              <Text size="sm" display="flex" style={{ gap: 8, alignItems: "center" }}>
                <IconPhone size={16} aria-label="Phone" />
                <Anchor href={`tel:${c.phone.replace(/\s+/g, "")}`} size="sm">
                  {c.phone}
                </Anchor>
              </Text>
            ) : null}
            {c.address ? (
              <Text size="sm" display="flex" style={{ gap: 8, alignItems: "flex-start", whiteSpace: "pre-line" }}>
                <IconMapPin size={16} aria-label="Address" style={{ flexShrink: 0, marginTop: 2 }} />
                {c.address}
              </Text>
            ) : null}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
