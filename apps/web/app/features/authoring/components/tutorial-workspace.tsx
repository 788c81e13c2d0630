import {
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  Grid,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  Title,
} from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useMediaQuery } from "@mantine/hooks";
import { IconArrowLeft, IconDeviceFloppy } from "@tabler/icons-react";
import type { AuthoringTutorial } from "@tq/contract/authoring";
import { TutorialTopic } from "@tq/contract/authoring";
import { useState, type ReactNode } from "react";
import { z } from "zod";
import { ApiError, errorMessage } from "../../../lib/api-error.ts";
import { applyApiError } from "../../../lib/form-errors.ts";
import { RichEditor } from "../../../lib/editor/components/rich-editor.tsx";
import type { PaletteCategory, TikzStarter } from "../../../lib/editor/palette.ts";
import type { StartingText } from "../starting-text.ts";
import { drawDiagram, uploadImage } from "../../../lib/editor/editor-api.ts";
import { detailsOf, useTutorialEditing, type TutorialDetails } from "../use-tutorial-editing.ts";
import { ConflictAlert, DiscardModal } from "./tutorial-workspace-dialogs.tsx";
import { LeaveGuard } from "./leave-guard.tsx";
import { SaveStatus } from "./save-status.tsx";
import { TutorialDetailsForm } from "./tutorial-details-form.tsx";

export interface TutorialWorkspaceProps {
  tutorial: AuthoringTutorial;
  start: StartingText;
  levels: readonly { id: number; name: string }[];
  chapters: readonly { id: number; number: number; title: string }[];
  palette: readonly PaletteCategory[];
  tikzExamples: readonly TikzStarter[];
  /** The page exactly as a student will see it (the server's rendering of `html`). */
  renderPreview: (html: string) => ReactNode;
  /** The staff preview of the saved version (readtutorial). */
  previewHref: string;
  onBack: () => void;
  /** Reopen from the server (after Discard, or to load someone else's version). */
  onReload: () => void;
}

const DetailsSchema = z.object({ topic: TutorialTopic });

const ORIGIN_NOTE: Record<StartingText["origin"], string | null> = {
  saved: null,
  draft: "You are continuing an autosaved draft. Readers still see the last saved version.",
  device: "You are continuing work kept on this device (it had not reached the server). It is being sent now.",
};

/** The tutorial editor: details, the rich editor, the live preview, autosave, Save and Discard. */
export function TutorialWorkspace(props: TutorialWorkspaceProps) {
  const { tutorial, start, levels, chapters, palette, tikzExamples, renderPreview } = props;
  const editing = useTutorialEditing(tutorial, start);
  const form = useForm<TutorialDetails>({
    mode: "controlled",
    initialValues: detailsOf(tutorial),
    validate: schemaResolver(DetailsSchema),
  });
  const wide = useMediaQuery("(min-width: 75em)", true, { getInitialValueInEffect: false });
  const [sideBySide, setSideBySide] = useState(true);
  const [pane, setPane] = useState<"write" | "preview">("write");
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState<{ kind: "error" | "ok"; text: string } | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const [discardOpen, setDiscardOpen] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);

  const detailsDirty = form.isDirty();
  const dirty = detailsDirty || editing.autosave.status !== "saved";
  const conflictMessage = conflict ?? (editing.autosave.status === "conflict" ? editing.autosave.message : null);

  const save = async (baseRevision?: number) => {
    if (form.validate().hasErrors) return;
    setSaving(true);
    setMessage(null);
    try {
      const saved = await editing.save(form.getValues(), baseRevision);
      form.setInitialValues(detailsOf(saved));
      form.reset();
      setConflict(null);
      setMessage({
        kind: "ok",
        text: `Saved. ${saved.status === "published" ? "Readers see this version now." : "The tutorial is a draft: only staff see it."}`,
      });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409 && error.code === "conflict") setConflict(error.message);
      else setMessage({ kind: "error", text: applyApiError(form, error) ?? "Check the details above." });
    } finally {
      setSaving(false);
    }
  };

  const editor = (
    <RichEditor
      initialHtml={start.html}
      onChange={editing.change}
      label="Tutorial text"
      description="Formulas: the Σ button or $…$. Diagrams: the triangle button. Everything is sanitized when saved."
      palette={palette}
      tikzExamples={tikzExamples}
      draw={drawDiagram}
      uploadImage={uploadImage}
      onImageUploadError={setUploadError}
      minHeight={420}
    />
  );
  const preview = (
    <Paper withBorder p="md" radius="md" className="tutorial-preview-panel">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          Preview as students see it
        </Title>
        <Anchor href={props.previewHref} target="_blank" size="sm">
          Open the staff preview
        </Anchor>
      </Group>
      {renderPreview(editing.html)}
    </Paper>
  );

  return (
    <Stack gap="md">
      <LeaveGuard dirty={dirty} flush={editing.flush} detailsDirty={detailsDirty} />
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={4}>
          <Anchor component="button" type="button" onClick={props.onBack} size="sm">
            <Group gap={4}>
              <IconArrowLeft size={14} /> Back to the tutorials
            </Group>
          </Anchor>
          <Group gap="xs">
            <Title order={1} size="h2">
              {form.getValues().topic || tutorial.topic}
            </Title>
            <Badge color={tutorial.status === "published" ? "teal" : "gray"} variant="light">
              {tutorial.status === "published" ? "Published" : "Draft"}
            </Badge>
          </Group>
        </Stack>
        <Group gap="xs">
          {(editing.unsavedText || detailsDirty) && (
            <Button variant="default" onClick={() => setDiscardOpen(true)}>
              Discard changes
            </Button>
          )}
          <Button leftSection={<IconDeviceFloppy size={16} />} loading={saving} onClick={() => void save()}>
            Save
          </Button>
        </Group>
      </Group>
      <SaveStatus state={editing.autosave} unsavedText={editing.unsavedText} />
      {ORIGIN_NOTE[start.origin] && (
        <Alert color="blue" variant="light">
          {ORIGIN_NOTE[start.origin]}
        </Alert>
      )}
      {conflictMessage && (
        <ConflictAlert
          message={conflictMessage}
          onOverwrite={async (latestRevision) => save(latestRevision)}
          onLoadTheirs={props.onReload}
          tutorialId={tutorial.id}
        />
      )}
      {message && (
        <Alert
          color={message.kind === "ok" ? "teal" : "red"}
          role={message.kind === "ok" ? "status" : "alert"}
          withCloseButton
          onClose={() => setMessage(null)}
        >
          {message.text}
        </Alert>
      )}
      {uploadError && (
        <Alert color="red" role="alert" withCloseButton onClose={() => setUploadError(null)}>
          {uploadError}
        </Alert>
      )}
      <Paper withBorder p="md" radius="md">
        <TutorialDetailsForm form={form} levels={levels} chapters={chapters} />
      </Paper>
      {/* One tree in both layouts: the editor keeps its place when the window crosses 75em (a
          phone turned, a browser zoomed or its text made larger), so it is not rebuilt from the
          text it opened with and an open formula or diagram dialog stays open (issue #17). */}
      {wide ? (
        <Switch
          label="Show the preview beside the editor"
          checked={sideBySide}
          onChange={(e) => setSideBySide(e.currentTarget.checked)}
        />
      ) : (
        <SegmentedControl
          aria-label="Show"
          value={pane}
          onChange={(v) => setPane(v === "preview" ? "preview" : "write")}
          data={[
            { value: "write", label: "Write" },
            { value: "preview", label: "Preview" },
          ]}
        />
      )}
      <Grid gap="md">
        <Grid.Col
          span={wide && sideBySide ? 7 : 12}
          style={!wide && pane === "preview" ? { display: "none" } : undefined}
        >
          {editor}
        </Grid.Col>
        <Grid.Col
          span={wide ? 5 : 12}
          style={(wide ? sideBySide : pane === "preview") ? undefined : { display: "none" }}
        >
          <Box pos={wide ? "sticky" : undefined} top="calc(var(--app-shell-header-offset, 60px) + 8px)">
            {preview}
          </Box>
        </Grid.Col>
      </Grid>
      <DiscardModal
        opened={discardOpen}
        onClose={() => setDiscardOpen(false)}
        onDiscard={async () => {
          try {
            await editing.discard();
            setDiscardOpen(false);
            props.onReload();
          } catch (error) {
            setDiscardOpen(false);
            setMessage({ kind: "error", text: errorMessage(error) });
          }
        }}
      />
      <Text size="xs" c="dimmed">
        Revision {editing.revision}. Autosave keeps a draft on the server every few seconds and a copy on this device.
      </Text>
    </Stack>
  );
}
