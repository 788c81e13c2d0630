import { Badge, Paper, Stack, Text, Title } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { LevelBody, LevelName, type AuthoringLevel, type SubjectTutorials } from "@tq/contract/authoring";
import { useState } from "react";
import { errorMessage } from "../../../lib/api-error.ts";
import { FormAlert } from "../../../lib/ui/form-alert.tsx";
import { createLevel, deleteLevel, refreshAuthoring, renameLevel, reorderLevels } from "../api.ts";
import { AddItemForm } from "../../../lib/ui/add-item-form.tsx";
import { ConfirmDeleteModal } from "../../../lib/ui/confirm-delete-modal.tsx";
import { EmptyList } from "../../../lib/ui/empty-list.tsx";
import { StructureList } from "./structure-list.tsx";

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? "" : "s"}`;

/** A subject's levels (Foundation, Intermediate…), in order: add, rename, reorder, delete. */
export function LevelsPanel({ data }: { data: SubjectTutorials }) {
  const queryClient = useQueryClient();
  const [deleting, setDeleting] = useState<AuthoringLevel | null>(null);
  const [error, setError] = useState<string | null>(null);
  const refresh = () => refreshAuthoring(queryClient);
  const canEdit = data.course.canManage;

  return (
    <Stack gap="lg">
      {canEdit ? (
        <Paper withBorder p="md" radius="md" component="section" aria-labelledby="add-level">
          <Title order={2} fz="lg" id="add-level" mb="xs">
            Add a level
          </Title>
          <AddItemForm
            field="name"
            schema={LevelBody}
            label="Level name"
            placeholder="e.g. Foundation"
            submitLabel="Add the level"
            onAdd={async (body) => {
              await createLevel(data.subject.id, body);
              await refresh();
            }}
          />
        </Paper>
      ) : null}

      {error ? <FormAlert kind="error">{error}</FormAlert> : null}

      <Stack gap="xs" component="section" aria-labelledby="level-list">
        <Title order={2} fz="lg" id="level-list">
          {plural(data.levels.length, "level")}
        </Title>
        {data.levels.length === 0 ? (
          <EmptyList>
            Levels say how advanced a tutorial is (for example Foundation, Intermediate, Advanced).
            {canEdit ? " Add the first one above." : ""}
          </EmptyList>
        ) : (
          <StructureList
            items={data.levels}
            kind="level"
            nameOf={(l) => l.name}
            nameSchema={LevelName}
            canEdit={canEdit}
            onReorder={async (ids) => {
              setError(null);
              try {
                await reorderLevels(data.subject.id, ids);
              } catch (e) {
                setError(`The new order was not saved: ${errorMessage(e)}`);
              }
              await refresh();
            }}
            onRename={async (l, name) => {
              await renameLevel(l.id, { name });
              await refresh();
            }}
            onDelete={(l) => setDeleting(l)}
            renderDetails={(l) => (
              <Badge variant="light" color="gray">
                {plural(l.tutorialCount, "tutorial")}
              </Badge>
            )}
          />
        )}
        {canEdit && data.levels.length > 1 ? (
          <Text size="xs" c="dimmed">
            Drag a level by its handle (or focus the handle, press Space, then the arrow keys), or use its arrows.
          </Text>
        ) : null}
      </Stack>

      <ConfirmDeleteModal
        name={deleting?.name ?? null}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          await deleteLevel(deleting.id);
          await refresh();
        }}
      >
        A level that tutorials use cannot be deleted: give them another level first.
      </ConfirmDeleteModal>
    </Stack>
  );
}
