import { Anchor, Grid, Paper, Stack, Text, Title } from "@mantine/core";
import { ContactDetails } from "@tq/contract/site";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { SITE_PATHS, persistentDataQuery } from "../lib/site-api.ts";
import { ContactDetailsList } from "../features/admin/components/contact-details-list.tsx";
import { ContactForm } from "../features/admin/components/contact-form.tsx";
import { InboxScreen } from "../features/contact-inbox/components/inbox-screen.tsx";
import { documentTitle } from "../lib/meta.ts";
import { loadFrom, serverSide } from "../lib/server-api.server.ts";
import { PageTitle } from "../lib/ui/page-title.tsx";
import { useSession } from "../lib/use-session.ts";
import type { Route } from "./+types/contact-us";

export async function loader({ context, request }: Route.LoaderArgs) {
  // The form still works without the details: a failure here only hides them.
  try {
    return { details: await loadFrom(serverSide(context, request), "GET", SITE_PATHS.contactDetails, ContactDetails) };
  } catch {
    return { details: null };
  }
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: documentTitle(matches, "Contact us") }];
}

/**
 * contactus: visitors and most roles write to us; a country director finds here their country's
 * inbox and contact details, the world director every country's (PRODUCT.md §6).
 */
export default function ContactUs({ loaderData }: Route.ComponentProps) {
  const { data: persistent } = useQuery(persistentDataQuery());
  const s = useSession();
  const countries = persistent?.countries ?? [];
  const role = s.user?.role ?? null;
  if (role === "countrydirector" || role === "worlddirector") {
    const world = role === "worlddirector";
    const details = loaderData.details;
    const shown =
      details && !world
        ? { ...details, countries: details.countries.filter((c) => c.country === s.user?.country) }
        : details;
    return (
      <>
        <PageTitle
          title="Contact"
          description={
            world
              ? "Messages visitors sent through the contact form, from every country."
              : `Messages visitors from your country (${s.user?.country ?? ""}) sent through the contact form.`
          }
        />
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, lg: 8 }}>
            <InboxScreen worldDirector={world} countries={countries} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 4 }}>
            <Stack gap="sm">
              <Title order={2} size="h4">
                {world ? "Contact details" : "Your contact details"}
              </Title>
              {shown && (shown.countries.length > 0 || shown.support) ? (
                <ContactDetailsList details={shown} countries={countries} />
              ) : (
                <Paper withBorder p="md" radius="md">
                  <Text size="sm" c="dimmed">
                    No contact details yet: visitors see only the form.
                  </Text>
                </Paper>
              )}
              <Anchor component={Link} to="/generalsettings" size="sm">
                Edit them in General settings
              </Anchor>
            </Stack>
          </Grid.Col>
        </Grid>
      </>
    );
  }
  return (
    <>
      <PageTitle
        title="Contact us"
        description="Questions about a course, a subscription or your account? Write to us; we answer by email."
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Paper withBorder radius="md" p={{ base: "md", sm: "lg" }}>
            <ContactForm countries={countries} user={s.loggedIn ? s.user : null} />
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          {loaderData.details ? <ContactDetailsList details={loaderData.details} countries={countries} /> : null}
        </Grid.Col>
      </Grid>
    </>
  );
}
