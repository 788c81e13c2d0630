import "@mantine/core/styles/Switch.css";
import { Anchor, Badge, Button, Card, Group, Stack, Switch, Text, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { modals } from "@mantine/modals";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { IconPlus } from "@tabler/icons-react";
import { hrefTo } from "@tq/contract/paths";
import { FolderPageBody, type FolderPage } from "@tq/contract/site-admin";
import { useState } from "react";
import { Link } from "react-router";
import { errorMessage } from "../../../lib/api-error.ts";
import { ContentSkeleton } from "../../../lib/ui/content-skeleton.tsx";
import { FormAlert } from "../../../lib/ui/form-alert.tsx";
import { LoadError } from "../../../lib/ui/load-error.tsx";
import { EditDeleteActions } from "../../../lib/ui/row-actions.tsx";
import { useFormSubmit } from "../../../lib/use-form-submit.ts";
import { RichEditor } from "../../../lib/editor/components/rich-editor.tsx";
import { createFolderPage, deleteFolderPage, editFolderPage, folderPagesQuery, settingsKeys } from "../api.ts";

type Notice = { kind: "success" | "error"; text: string };

/** generalsettings › Folder pages: extra public pages at folder/{id}, drafts until published. */
export function FolderPagesTab() {
  const queryClient = useQueryClient();
  const query = useQuery(folderPagesQuery());
  const [editing, setEditing] = useState<FolderPage | "new" | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: settingsKeys.folderPages });

  const confirmDelete = (page: FolderPage) =>
    modals.openConfirmModal({
      title: `Delete “${page.title}”?`,
      children: (
        <Text size="sm">
          Its address {hrefTo("folder", { id: page.id })} stops working; links to it show “page not found”.
        </Text>
      ),
      labels: { confirm: "Delete", cancel: "Keep it" },
      confirmProps: { color: "red" },
      onConfirm: () => {
        setNotice(null);
        deleteFolderPage(page.id).then(
          () => {
            setNotice({ kind: "success", text: `Deleted “${page.title}”.` });
            if (editing !== "new" && editing?.id === page.id) setEditing(null);
            void refresh();
          },
          (error: unknown) => setNotice({ kind: "error", text: errorMessage(error) }),
        );
      },
    });

  if (query.isPending) return <ContentSkeleton lines={5} label="Loading the pages…" />;
  if (query.isError) return <LoadError message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  const pages = query.data.pages;
  return (
    <Stack gap="md">
      {notice ? <FormAlert kind={notice.kind}>{notice.text}</FormAlert> : null}
      {editing ? (
        <FolderPageForm
          key={editing === "new" ? "new" : editing.id}
          page={editing === "new" ? null : editing}
          onCancel={() => setEditing(null)}
          onSaved={(saved, created) => {
            setNotice({ kind: "success", text: `${created ? "Created" : "Saved"} “${saved.title}”.` });
            setEditing(null);
            void refresh();
          }}
        />
      ) : (
        <Group>
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing("new")}>
            New page
          </Button>
        </Group>
      )}
      {pages.length === 0 ? (
        <Text c="dimmed">
          No folder page yet. Create one for news, timetables or anything else visitors should read.
        </Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }} aria-label="Folder pages">
          {pages.map((p) => (
            <Card key={p.id} component="li" withBorder padding="sm">
              <Group justify="space-between" wrap="wrap" gap="xs">
                <div style={{ minWidth: 0 }}>
                  <Group gap="xs">
                    <Text fw={600}>{p.title}</Text>
                    <Badge color={p.published ? "teal" : "gray"} variant="light">
                      {p.published ? "Published" : "Draft"}
                    </Badge>
                  </Group>
                  <Text size="sm" c="dimmed">
                    {p.published ? (
                      <Anchor component={Link} to={hrefTo("folder", { id: p.id })}>
                        {hrefTo("folder", { id: p.id })}
                      </Anchor>
                    ) : (
                      hrefTo("folder", { id: p.id })
                    )}{" "}
                    · updated {p.updatedAt.slice(0, 10)}
                  </Text>
                </div>
                <Group gap={2}>
                  <EditDeleteActions name={p.title} onEdit={() => setEditing(p)} onDelete={() => confirmDelete(p)} />
                </Group>
              </Group>
            </Card>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function FolderPageForm({
  page,
  onSaved,
  onCancel,
}: {
  page: FolderPage | null;
  onSaved: (page: FolderPage, created: boolean) => void;
  onCancel: () => void;
}) {
  const form = useForm({
    mode: "controlled",
    initialValues: { title: page?.title ?? "", html: page?.html ?? "", published: page?.published ?? false },
    validate: schemaResolver(FolderPageBody, { sync: true }),
  });
  const { message, busy, run } = useFormSubmit(form);
  const submit = form.onSubmit(async (values) => {
    await run(async () =>
      onSaved(page ? await editFolderPage(page.id, values) : await createFolderPage(values), !page),
    );
  });
  return (
    <Card withBorder padding="md">
      <form onSubmit={submit} noValidate aria-label={page ? `Edit ${page.title}` : "New folder page"}>
        <Stack gap="md">
          {message ? <FormAlert kind="error">{message}</FormAlert> : null}
          <TextInput label="Title" required maw={520} data-autofocus {...form.getInputProps("title")} />
          <RichEditor
            label="Page text"
            description="Unsafe HTML is removed when you save."
            features="basic"
            initialHtml={page?.html ?? ""}
            onChange={(html) => form.setFieldValue("html", html)}
            error={form.errors.html}
            minHeight={240}
          />
          <Switch
            label="Published"
            description="Visitors can open a published page; a draft answers “page not found”."
            {...form.getInputProps("published", { type: "checkbox" })}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              {page ? "Save page" : "Create page"}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
