import { Button, FileInput, Group, List, Modal, Select, Stack, Text } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconUpload } from "@tabler/icons-react";
import {
  MAX_QUESTION_BANK_BYTES,
  QUESTION_BANK_FORMAT_LABELS,
  QUESTION_BANK_FORMATS,
  QuestionBankFormat,
  type QuestionBankImportResult,
} from "@tq/contract/quiz-interchange";
import { useState } from "react";
import { useFormSubmit } from "../../../lib/use-form-submit.ts";
import { FormAlert } from "../../../lib/ui/form-alert.tsx";
import { importBank } from "./bank-api.ts";

interface BankImportModalProps {
  sectionId: number;
  opened: boolean;
  onClose: () => void;
  /** After questions were stored (the list refreshes). */
  onImported: () => Promise<void> | void;
}

const FORMAT_CHOICES = [
  { value: "", label: "Detect from the file" },
  ...QUESTION_BANK_FORMATS.map((f) => ({ value: f, label: QUESTION_BANK_FORMAT_LABELS[f] })),
];

/** "Import questions": a GIFT or Moodle XML file into this section, then what was kept and skipped. */
export function BankImportModal({ sectionId, opened, onClose, onImported }: BankImportModalProps) {
  const [report, setReport] = useState<QuestionBankImportResult | null>(null);
  const form = useForm<{ file: File | null; format: string }>({
    mode: "controlled",
    initialValues: { file: null, format: "" },
    validate: {
      file: (file) => {
        if (!file) return "Choose a GIFT (.txt, .gift) or Moodle XML (.xml) file.";
        if (file.size > MAX_QUESTION_BANK_BYTES) return "The file is larger than 5 MB; split the bank.";
        return null;
      },
    },
  });
  const { message, setMessage, busy, run } = useFormSubmit(form);
  const close = () => {
    form.reset();
    setReport(null);
    setMessage(null);
    onClose();
  };

  return (
    <Modal opened={opened} onClose={close} title="Import questions" size="lg">
      {report ? (
        <ImportReport report={report} onDone={close} />
      ) : (
        <form
          noValidate
          onSubmit={form.onSubmit((values) =>
            run(async () => {
              if (!values.file) return;
              const format = QuestionBankFormat.safeParse(values.format);
              const result = await importBank(sectionId, values.file, format.success ? format.data : null);
              setReport(result);
              await onImported();
            }),
          )}
        >
          <Stack gap="sm">
            <Text size="sm">
              Valid questions are added at the end of this section; any the file holds that cannot be read are listed
              with their line.
            </Text>
            <FileInput
              label="Question bank file"
              placeholder="Choose a .txt, .gift or .xml file"
              accept=".txt,.gift,.xml,text/plain,application/xml,text/xml"
              clearable
              required
              {...form.getInputProps("file")}
            />
            <Select
              label="Format"
              required
              data={FORMAT_CHOICES}
              allowDeselect={false}
              {...form.getInputProps("format")}
            />
            {message && <FormAlert kind="error">{message}</FormAlert>}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" loading={busy} leftSection={<IconUpload size={16} aria-hidden />}>
                Import
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}

function ImportReport({ report, onDone }: { report: QuestionBankImportResult; onDone: () => void }) {
  return (
    <Stack gap="sm" data-testid="import-report">
      <FormAlert kind={report.imported > 0 ? "success" : "error"}>
        {report.imported === 1 ? "1 question imported" : `${report.imported} questions imported`}
        {report.skipped.length > 0 ? `, ${report.skipped.length} skipped.` : "."}
      </FormAlert>
      {report.skipped.length > 0 && (
        <div>
          <Text fw={600} size="sm">
            Skipped
          </Text>
          <List size="sm" spacing={4}>
            {report.skipped.map((s) => (
              <List.Item key={`${s.index}-${s.line}`}>
                <Where line={s.line} title={s.title} />
                {s.reason}
              </List.Item>
            ))}
          </List>
        </div>
      )}
      {report.notes.length > 0 && (
        <div>
          <Text fw={600} size="sm">
            Notes
          </Text>
          <List size="sm" spacing={4}>
            {report.notes.map((n, i) => (
              <List.Item key={i}>
                <Where line={n.line} title={n.title} />
                {n.message}
              </List.Item>
            ))}
          </List>
        </div>
      )}
      <Group justify="flex-end">
        <Button onClick={onDone}>Done</Button>
      </Group>
    </Stack>
  );
}

/** "Line 12 (name): ", in bold so a long report can be scanned for the lines to fix. */
function Where({ line, title }: { line: number | null; title?: string | undefined }) {
  return (
    <Text span inherit fw={600}>
      {line !== null ? `Line ${line}` : "The file"}
      {title ? ` (${title})` : ""}:{" "}
    </Text>
  );
}
