import { Button, Stack } from "@mantine/core";
import { useState } from "react";
import { errorMessage } from "../../../lib/api-error.ts";
import { FormAlert } from "../../../lib/ui/form-alert.tsx";
import { RichEditor } from "../../../lib/editor/components/rich-editor.tsx";

/**
 * The tutor's announcement: the rich editor in its basic form, like a course description. The
 * editor owns its text; a new key after posting gives a fresh, empty one.
 */
export function AnnouncementForm({ onPost }: { onPost: (html: string) => Promise<void> }) {
  const [html, setHtml] = useState("");
  const [version, setVersion] = useState(0);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const empty = html.replace(/<[^>]*>/g, "").trim() === "" && !/<img\b/i.test(html);

  async function post() {
    setBusy(true);
    setError(null);
    setDone(null);
    try {
      await onPost(html);
      setHtml("");
      setVersion((v) => v + 1);
      setDone("Posted and emailed to the class.");
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap="sm" data-testid="announcement-form">
      {done ? <FormAlert kind="success">{done}</FormAlert> : null}
      {error ? <FormAlert kind="error">{error}</FormAlert> : null}
      <RichEditor
        key={version}
        features="basic"
        initialHtml=""
        onChange={setHtml}
        label="New announcement"
        required
        description="Every student of the class gets it by email too."
        placeholder="Write to your class…"
        minHeight={120}
      />
      <Button onClick={() => void post()} loading={busy} disabled={empty} w={{ base: "100%", xs: "auto" }}>
        Post announcement
      </Button>
    </Stack>
  );
}
