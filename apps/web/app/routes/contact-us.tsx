import { Grid, Paper } from "@mantine/core";
import { ContactDetails } from "@tq/contract/site";
import { useQuery } from "@tanstack/react-query";
import { ADMIN_PATHS, persistentDataQuery } from "../features/admin/api.ts";
import { ContactDetailsList } from "../features/admin/components/contact-details-list.tsx";
import { ContactForm } from "../features/admin/components/contact-form.tsx";
import { documentTitle } from "../lib/meta.ts";
import { loadFrom, serverSide } from "../lib/server-api.server.ts";
import { PageTitle } from "../lib/ui/page-title.tsx";
import { useSession } from "../lib/use-session.ts";
import type { Route } from "./+types/contact-us";

export async function loader({ context, request }: Route.LoaderArgs) {
  // The form still works without the details: a failure here only hides them.
  try {
    return { details: await loadFrom(serverSide(context, request), "GET", ADMIN_PATHS.contactDetails, ContactDetails) };
  } catch {
    return { details: null };
  }
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: documentTitle(matches, "Contact us") }];
}

export default function ContactUs({ loaderData }: Route.ComponentProps) {
  const { data: persistent } = useQuery(persistentDataQuery());
  const s = useSession();
  const countries = persistent?.countries ?? [];
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
