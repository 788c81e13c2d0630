import { ActionIcon, Anchor, Badge, Group, Menu, Stack, Text } from "@mantine/core";
import { IconArrowsExchange, IconCopy, IconDots, IconListCheck, IconPencil, IconTrash } from "@tabler/icons-react";
import type { AuthoringQuestion } from "@tq/contract/quiz-authoring";
import { QUESTION_TYPE_LABELS, SCHEME_TYPES } from "@tq/contract/quiz-questions";
import type { AuthoringSection } from "@tq/contract/quizzes";
import { useState } from "react";
import { Link } from "react-router";
import { errorMessage } from "../../../lib/api-error.ts";
import { FormAlert } from "../../../lib/ui/form-alert.tsx";
import { SortableList, SortableRowLayout } from "../../../lib/ui/sortable-list.tsx";
import { ConfirmDeleteModal } from "../../../lib/ui/confirm-delete-modal.tsx";
import { EmptyList } from "../../../lib/ui/empty-list.tsx";
import { deleteQuestion, duplicateQuestion, moveQuestion, reorderQuestions } from "./api.ts";
import { correctSummary, plainText } from "./question-form.ts";

export interface QuestionListProps {
  section: AuthoringSection;
  /** The quiz's other sections, where a question can be moved. */
  otherSections: readonly AuthoringSection[];
  onEdit: (questionId: number) => void;
  /** The marking-scheme screen of a question marked by keyword rules (short text, essay). */
  schemeHref: (questionId: number) => string;
  onChanged: () => Promise<unknown>;
}

const marksLabel = (n: number) => `${n} mark${n === 1 ? "" : "s"}`;

/**
 * A section's questions: reorder, open in the editor or (keyword-marked ones) their marking
 * scheme, duplicate, move to another section, delete.
 */
export function QuestionList({ section, otherSections, onEdit, schemeHref, onChanged }: QuestionListProps) {
  const [error, setError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<AuthoringQuestion | null>(null);
  const nameOf = (q: AuthoringQuestion) => `question ${section.questions.indexOf(q) + 1}`;

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
    <Stack gap="sm">
      {error ? <FormAlert kind="error">{error}</FormAlert> : null}
      {section.questions.length === 0 ? (
        <EmptyList>No questions in this section yet. Add the first one.</EmptyList>
      ) : (
        <SortableList
          items={section.questions}
          label="Questions"
          nameOf={nameOf}
          onReorder={(ids) => act(() => reorderQuestions(section.id, ids))}
          renderItem={(q, controls, index) => (
            <SortableRowLayout
              controls={controls}
              minItemWidth={200}
              actions={
                <Menu position="bottom-end" withinPortal>
                  <Menu.Target>
                    <ActionIcon variant="subtle" color="gray" aria-label={`Actions for question ${index + 1}`}>
                      <IconDots size={18} aria-hidden />
                    </ActionIcon>
                  </Menu.Target>
                  <Menu.Dropdown>
                    <Menu.Item leftSection={<IconPencil size={14} />} onClick={() => onEdit(q.id)}>
                      Edit
                    </Menu.Item>
                    {SCHEME_TYPES.includes(q.type) ? (
                      <Menu.Item leftSection={<IconListCheck size={14} />} component={Link} to={schemeHref(q.id)}>
                        Marking scheme
                      </Menu.Item>
                    ) : null}
                    <Menu.Item
                      leftSection={<IconCopy size={14} />}
                      onClick={() => void act(() => duplicateQuestion(q.id))}
                    >
                      Duplicate
                    </Menu.Item>
                    {otherSections.length > 0 ? <Menu.Label>Move to</Menu.Label> : null}
                    {otherSections.map((s) => (
                      <Menu.Item
                        key={s.id}
                        leftSection={<IconArrowsExchange size={14} />}
                        onClick={() => void act(() => moveQuestion(q.id, s.id))}
                      >
                        {s.title}
                      </Menu.Item>
                    ))}
                    <Menu.Divider />
                    <Menu.Item color="red" leftSection={<IconTrash size={14} />} onClick={() => setDeleting(q)}>
                      Delete
                    </Menu.Item>
                  </Menu.Dropdown>
                </Menu>
              }
            >
              <Stack gap={2}>
                {q.title ? (
                  // The name the question bank gave it (imported questions): how the author knows it there.
                  <Text size="xs" c="dimmed" fw={600} lineClamp={1} data-testid="question-title">
                    {q.title}
                  </Text>
                ) : null}
                <Anchor component="button" type="button" ta="left" fw={500} lineClamp={2} onClick={() => onEdit(q.id)}>
                  {index + 1}. {plainText(q.stemHtml) || "(no text)"}
                </Anchor>
                <Group gap={4}>
                  <Badge size="sm" variant="light">
                    {QUESTION_TYPE_LABELS[q.type]}
                  </Badge>
                  <Badge size="sm" variant="outline" color="gray">
                    {marksLabel(q.marks)}
                  </Badge>
                  <Text size="xs" c="dimmed">
                    {correctSummary(q)}
                  </Text>
                </Group>
              </Stack>
            </SortableRowLayout>
          )}
        />
      )}
      <ConfirmDeleteModal
        name={deleting ? `question ${section.questions.indexOf(deleting) + 1}` : null}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (deleting) await deleteQuestion(deleting.id);
          await onChanged();
        }}
      >
        The question is deleted with its answer key. This cannot be undone.
      </ConfirmDeleteModal>
    </Stack>
  );
}
