import { ActionIcon, Button, Group, Paper, Radio, Stack, Text, Tooltip } from "@mantine/core";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { MAX_SUB_OPTIONS } from "@tq/contract/quiz-questions";
import { subOptionProblem, SubOptionsBody, type SubOptionList } from "@tq/contract/quiz-authoring";
import { useState } from "react";
import { ApiError, errorMessage } from "../../../lib/api-error.ts";
import { FormAlert } from "../../../lib/ui/form-alert.tsx";
import { SortableList, SortableRowLayout } from "../../../lib/ui/sortable-list.tsx";
import { EmptyList } from "../../../lib/ui/empty-list.tsx";
import { RichEditor } from "../../../lib/editor/components/rich-editor.tsx";
import { saveSubOptions } from "./api.ts";
import { issuesToErrors } from "./form-values.ts";
import "@mantine/core/styles/Radio.css";

/** A row; new rows get negative ids so the sortable list can tell them apart before they are saved. */
interface Row {
  id: number;
  html: string;
  correct: boolean;
}

export interface SubOptionsEditorProps {
  data: SubOptionList;
  onSaved: (saved: SubOptionList) => void;
  onReload: () => void;
}

/** A two-tier option's reasons: add, edit, mark the right one, reorder; Save replaces the whole list. */
export function SubOptionsEditor({ data, onSaved, onReload }: SubOptionsEditorProps) {
  const [rows, setRows] = useState<Row[]>(() =>
    data.subOptions.map((r) => ({ id: r.id, html: r.html, correct: r.correct })),
  );
  const [nextId, setNextId] = useState(-1);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);

  const change = (next: Row[]) => {
    setRows(next);
    setSaved(false);
  };
  const add = () => {
    change([...rows, { id: nextId, html: "", correct: rows.length === 0 }]);
    setNextId(nextId - 1);
  };

  const save = async () => {
    setMessage(null);
    const body = {
      subOptions: rows.map((r) => ({ ...(r.id > 0 ? { id: r.id } : {}), html: r.html, correct: r.correct })),
      baseRevision: data.question.revision,
    };
    const parsed = SubOptionsBody.safeParse(body);
    const problem = subOptionProblem(rows);
    if (!parsed.success || problem) {
      setErrors(parsed.success ? {} : issuesToErrors(parsed.error));
      setMessage(problem ?? "Some reasons need your attention.");
      return;
    }
    setBusy(true);
    try {
      const result = await saveSubOptions(data.option.id, parsed.data);
      // New reasons now have their ids: a second save must update them, not add them again.
      setRows(result.subOptions.map((r) => ({ id: r.id, html: r.html, correct: r.correct })));
      onSaved(result);
      setSaved(true);
      setErrors({});
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) setConflict(error.message);
      else {
        if (error instanceof ApiError) setErrors({ ...error.fields });
        setMessage(errorMessage(error));
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="md">
      {conflict ? (
        <FormAlert kind="error">
          {conflict}{" "}
          <Button size="compact-sm" variant="white" onClick={onReload}>
            Reload the reasons
          </Button>
        </FormAlert>
      ) : null}
      {message ? <FormAlert kind="error">{message}</FormAlert> : null}
      {saved ? <FormAlert kind="success">The reasons are saved.</FormAlert> : null}
      {rows.length === 0 ? (
        <EmptyList>
          No reasons yet. Students who pick this option are then asked why: add the reasons they choose from.
        </EmptyList>
      ) : (
        <SortableList
          items={rows}
          label="Reasons"
          nameOf={(r) => `reason ${rows.indexOf(r) + 1}`}
          onReorder={async (ids) => {
            const byId = new Map(rows.map((r) => [r.id, r]));
            change(ids.map((id) => byId.get(id)).filter((r): r is Row => r !== undefined));
          }}
          renderItem={(row, controls, index) => (
            <SortableRowLayout
              controls={controls}
              minItemWidth={220}
              actions={
                <Tooltip label="Remove this reason">
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Remove reason ${index + 1}`}
                    onClick={() => change(rows.filter((r) => r.id !== row.id))}
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              }
            >
              <Paper withBorder p="xs" radius="md">
                <Stack gap="xs">
                  <Radio
                    name="correct-reason"
                    label={`Reason ${index + 1} is the right one`}
                    checked={row.correct}
                    onChange={() => change(rows.map((r) => ({ ...r, correct: r.id === row.id })))}
                  />
                  <RichEditor
                    features="basic"
                    initialHtml={row.html}
                    onChange={(html) => setRows((all) => all.map((r) => (r.id === row.id ? { ...r, html } : r)))}
                    label={`Reason ${index + 1}`}
                    required
                    error={errors[`subOptions.${index}.html`]}
                    minHeight={60}
                  />
                </Stack>
              </Paper>
            </SortableRowLayout>
          )}
        />
      )}
      <Group justify="space-between" wrap="wrap">
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          disabled={rows.length >= MAX_SUB_OPTIONS}
          onClick={add}
        >
          Add a reason
        </Button>
        <Button loading={busy} onClick={() => void save()}>
          Save the reasons
        </Button>
      </Group>
      <Text size="xs" c="dimmed">
        Up to {MAX_SUB_OPTIONS} reasons; exactly one is right.
      </Text>
    </Stack>
  );
}
