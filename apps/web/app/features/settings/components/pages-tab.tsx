import "@mantine/core/styles/SegmentedControl.css";
import { Anchor, Button, Group, SegmentedControl, Stack, Text, TextInput, useMatches } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { PageBody } from "@tq/contract/site-admin";
import type { PageKey, PublicPage } from "@tq/contract/site";
import { useState } from "react";
import { Link } from "react-router";
import { errorMessage } from "../../../lib/api-error.ts";
import { ContentSkeleton } from "../../../lib/ui/content-skeleton.tsx";
import { FormAlert } from "../../../lib/ui/form-alert.tsx";
import { LoadError } from "../../../lib/ui/load-error.tsx";
import { useFormSubmit } from "../../../lib/use-form-submit.ts";
import { RichEditor } from "../../../lib/editor/components/rich-editor.tsx";
import { pageQuery, savePage, settingsKeys } from "../api.ts";

const PAGES: { value: PageKey; label: string }[] = [
  { value: "aboutus", label: "About us" },
  { value: "termsofservice", label: "Terms of service" },
  { value: "privacypolicy", label: "Privacy policy" },
];

/** generalsettings › Pages: the about, terms and privacy pages, in the rich-text editor. */
export function PagesTab() {
  const [key, setKey] = useState<PageKey>("aboutus");
  // Kept here: the form remounts with the saved (sanitized) page, and the notice must outlive it.
  const [savedKey, setSavedKey] = useState<PageKey | null>(null);
  const query = useQuery(pageQuery(key));
  // Three long labels do not fit side by side on a phone (the page scrolled sideways at 320 px).
  const orientation = useMatches<"vertical" | "horizontal">({ base: "vertical", xs: "horizontal" });
  return (
    <Stack gap="md">
      <SegmentedControl
        data={PAGES}
        value={key}
        onChange={(v) => {
          setKey(v as PageKey);
          setSavedKey(null);
        }}
        aria-label="Page to edit"
        orientation={orientation}
        style={{ alignSelf: "flex-start" }}
        fullWidth={false}
      />
      {query.isPending ? (
        <ContentSkeleton lines={8} label="Loading the page…" />
      ) : query.isError ? (
        <LoadError message={errorMessage(query.error)} onRetry={() => void query.refetch()} />
      ) : (
        // Remounted per page: the editor owns its text once started.
        <PageForm
          key={`${key}-${query.data.updatedAt}`}
          pageKey={key}
          page={query.data}
          saved={savedKey === key}
          onSaved={setSavedKey}
        />
      )}
    </Stack>
  );
}

function PageForm({
  pageKey,
  page,
  saved,
  onSaved,
}: {
  pageKey: PageKey;
  page: PublicPage;
  saved: boolean;
  onSaved: (key: PageKey | null) => void;
}) {
  const queryClient = useQueryClient();
  const form = useForm({
    mode: "controlled",
    initialValues: { title: page.title, html: page.html },
    validate: schemaResolver(PageBody, { sync: true }),
  });
  const { message, busy, run } = useFormSubmit(form);
  const submit = form.onSubmit(async (values) => {
    onSaved(null);
    await run(async () => {
      await savePage(pageKey, values);
      form.resetDirty(values);
      onSaved(pageKey);
      // Read back: the server sanitized what was sent, and the editor should show what visitors see.
      await queryClient.invalidateQueries({ queryKey: settingsKeys.page(pageKey) });
    });
  });
  return (
    <form onSubmit={submit} noValidate aria-label={`Edit ${page.title}`}>
      <Stack gap="md">
        {message ? <FormAlert kind="error">{message}</FormAlert> : null}
        {saved ? (
          <FormAlert kind="success">
            Page saved.{" "}
            <Anchor component={Link} to={`/${pageKey}`}>
              See it as visitors do
            </Anchor>
            .
          </FormAlert>
        ) : null}
        <TextInput label="Title" required maw={520} {...form.getInputProps("title")} />
        <RichEditor
          label="Page text"
          description="Headings, lists, links and formulas. Unsafe HTML is removed when you save."
          features="basic"
          initialHtml={page.html}
          onChange={(html) => form.setFieldValue("html", html)}
          error={form.errors.html}
          minHeight={280}
        />
        <Group>
          <Button type="submit" loading={busy} disabled={!form.isDirty()}>
            Save page
          </Button>
          <Text size="sm" c="dimmed">
            Visitors see the new text as soon as you save.
          </Text>
        </Group>
      </Stack>
    </form>
  );
}
