import { Button, Menu } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { QUESTION_BANK_FORMAT_LABELS, QUESTION_BANK_FORMATS } from "@tq/contract/quiz-interchange";
import { useState } from "react";
import { errorMessage } from "../../../lib/api-error.ts";
import { FormAlert } from "../../../lib/ui/form-alert.tsx";
import { saveBlob } from "../../../lib/download.ts";
import { fetchBankExport } from "./bank-api.ts";

/** "Export": the whole quiz's questions with their answer keys as a GIFT or Moodle XML file. */
export function BankExportMenu({ quizId }: { quizId: number }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button variant="default" loading={busy} leftSection={<IconDownload size={16} aria-hidden />}>
            Export
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>The quiz's questions as</Menu.Label>
          {QUESTION_BANK_FORMATS.map((format) => (
            <Menu.Item
              key={format}
              onClick={() => {
                setBusy(true);
                setError(null);
                fetchBankExport(quizId, format)
                  .then(({ blob, fileName }) => saveBlob(blob, fileName))
                  .catch((e: unknown) => setError(errorMessage(e)))
                  .finally(() => setBusy(false));
              }}
            >
              {QUESTION_BANK_FORMAT_LABELS[format]}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      {error && <FormAlert kind="error">{error}</FormAlert>}
    </>
  );
}
