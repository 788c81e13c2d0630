import { Anchor, Button, Group, Modal, Stack, Text, Title } from "@mantine/core";
import { IconFileDescription, IconTrash } from "@tabler/icons-react";
import { SectionCreateBody, SectionTitle, type AuthoringQuiz, type AuthoringSection } from "@tq/contract/quizzes";
import { useState } from "react";
import { Link } from "react-router";
import { errorMessage } from "../../../lib/api-error.ts";
import { FormAlert } from "../../../lib/ui/form-alert.tsx";
import { RowAction } from "../../../lib/ui/row-actions.tsx";
import { SortableList, SortableRowLayout } from "../../../lib/ui/sortable-list.tsx";
import { AddItemForm } from "../../../lib/ui/add-item-form.tsx";
import { ConfirmDeleteModal } from "../../../lib/ui/confirm-delete-modal.tsx";
import { EmptyList } from "../../../lib/ui/empty-list.tsx";
import { InlineRename } from "../../../lib/ui/inline-rename.tsx";
import { RichEditor } from "../../../lib/editor/components/rich-editor.tsx";
import { createSection, deleteSection, reorderSections, updateSection } from "./api.ts";

export interface SectionsPanelProps {
  quiz: AuthoringQuiz;
  onChanged: () => Promise<unknown>;
  /** The section's questions screen. */
  questionsHref: (section: AuthoringSection) => string;
  /** Subject quizzes: the section's selectors screen (questions drawn from chapter quizzes). */
  selectorsHref?: (section: AuthoringSection) => string;
}

const AddSectionBody = SectionCreateBody.pick({ title: true });

/** A quiz's sections: add, rename, instructions, delete, reorder; each opens its questions. */
export function SectionsPanel({ quiz, onChanged, questionsHref, selectorsHref }: SectionsPanelProps) {
  const [error, setError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<AuthoringSection | null>(null);
  const [instructing, setInstructing] = useState<AuthoringSection | null>(null);

  const act = async (action: () => Promise<unknown>) => {
    setError(null);
    try {
      await action();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      await onChanged();
    }
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="sections-heading">
      <Title order={2} size="h3" id="sections-heading">
        Sections
      </Title>
      {error ? <FormAlert kind="error">{error}</FormAlert> : null}
      {quiz.sections.length === 0 ? (
        <EmptyList>No sections yet: questions live in sections. Add the first one below.</EmptyList>
      ) : (
        <SortableList
          items={quiz.sections}
          label="Sections"
          nameOf={(s) => s.title}
          onReorder={(ids) => act(() => reorderSections(quiz.id, ids))}
          renderItem={(section, controls) => (
            <SortableRowLayout
              controls={controls}
              actions={
                <>
                  <RowAction
                    tooltip="Instructions"
                    label={`Instructions of ${section.title}`}
                    icon={IconFileDescription}
                    color="gray"
                    onClick={() => setInstructing(section)}
                  />
                  <RowAction
                    tooltip="Delete"
                    label={`Delete ${section.title}`}
                    icon={IconTrash}
                    color="red"
                    onClick={() => setDeleting(section)}
                  />
                </>
              }
            >
              <InlineRename
                value={section.title}
                schema={SectionTitle}
                label={`section ${section.title}`}
                onSave={(title) => act(() => updateSection(section.id, { title }))}
              >
                <Anchor component={Link} to={questionsHref(section)} fw={500} lineClamp={2}>
                  {section.title}
                </Anchor>
              </InlineRename>
              <Text size="xs" c="dimmed">
                {section.questions.length} question{section.questions.length === 1 ? "" : "s"}
                {section.selectors.length > 0 ? ` · ${section.selectors.length} selector(s)` : ""}
                {selectorsHref ? (
                  <>
                    {" · "}
                    <Anchor component={Link} to={selectorsHref(section)} size="xs">
                      Selectors
                    </Anchor>
                  </>
                ) : null}
              </Text>
            </SortableRowLayout>
          )}
        />
      )}
      <AddItemForm
        field="title"
        schema={AddSectionBody}
        label="New section"
        placeholder="e.g. Part A: multiple choice"
        submitLabel="Add the section"
        onAdd={async (body) => {
          await createSection(quiz.id, body);
          await onChanged();
        }}
      />
      <ConfirmDeleteModal
        name={deleting?.title ?? null}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (deleting) await deleteSection(deleting.id);
          await onChanged();
        }}
      >
        The section is deleted with its questions. This cannot be undone.
      </ConfirmDeleteModal>
      <InstructionsModal section={instructing} onClose={() => setInstructing(null)} onSaved={onChanged} />
    </Stack>
  );
}

function InstructionsModal({
  section,
  onClose,
  onSaved,
}: {
  section: AuthoringSection | null;
  onClose: () => void;
  onSaved: () => Promise<unknown>;
}) {
  const [html, setHtml] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setHtml(null);
    setError(null);
    onClose();
  };
  const save = async () => {
    if (!section) return;
    setBusy(true);
    setError(null);
    try {
      await updateSection(section.id, { instructionsHtml: html ?? section.instructionsHtml });
      await onSaved();
      close();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened={section !== null} onClose={close} title={`Instructions of “${section?.title ?? ""}”`} size="lg">
      {section ? (
        <Stack gap="md">
          {error ? <FormAlert kind="error">{error}</FormAlert> : null}
          <RichEditor
            features="basic"
            initialHtml={section.instructionsHtml}
            onChange={setHtml}
            label="Instructions"
            description="Shown to students at the start of the section."
            minHeight={140}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button loading={busy} onClick={() => void save()}>
              Save
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
