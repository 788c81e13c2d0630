import { Alert, Button, Card, Group, Loader, SimpleGrid, Stack, Text, TextInput, Title, Tooltip } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { modals } from "@mantine/modals";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { IconDeviceFloppy, IconDownload, IconSend, IconTrash } from "@tabler/icons-react";
import {
  REPORT_TITLE_MAX,
  type CountedQuiz,
  type ReportableQuiz,
  type ReportDetail,
  type ReportDraftBody,
} from "@tq/contract/reports";
import { useRef, useState } from "react";
import { ApiError, errorMessage } from "../../../lib/api-error.ts";
import { createReport, deleteReport, downloadReportCsv, previewQuery, publishReport, updateReport } from "../api.ts";
import { ClassStats } from "./class-stats.tsx";
import { QuizPicker } from "./quiz-picker.tsx";
import { ReportTable } from "./report-table.tsx";

const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const DAY = 86_400_000;

/** What a new report starts with: the last 90 days, nothing counted yet. */
function blank(): { title: string; periodFrom: string; periodTo: string } {
  const now = new Date();
  const month = new Intl.DateTimeFormat("en", { month: "long", year: "numeric", timeZone: "UTC" }).format(now);
  return { title: `Report ${month}`, periodFrom: isoDay(new Date(now.getTime() - 90 * DAY)), periodTo: isoDay(now) };
}

/**
 * A draft being written: title, period, the quizzes that count and their weights (the table is
 * recomputed by the server as they change), a remark per student; save, publish, CSV, delete.
 */
export function ReportEditor({
  courseId,
  quizzes,
  report,
  onSaved,
  onDeleted,
}: {
  courseId: number;
  quizzes: readonly ReportableQuiz[];
  report: ReportDetail | null;
  onSaved(id: number): void;
  onDeleted(): void;
}) {
  const client = useQueryClient();
  const start = report ?? blank();
  const [title, setTitle] = useState(start.title);
  const [periodFrom, setFrom] = useState(start.periodFrom);
  const [periodTo, setTo] = useState(start.periodTo);
  const [counted, setCounted] = useState<CountedQuiz[]>(report?.counted ?? []);
  const [remarks, setRemarks] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      (report?.computed.students ?? []).filter((s) => s.remark).map((s) => [String(s.userId), s.remark]),
    ),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  // The app mounts no notifications host: a saved draft says so beside the buttons.
  const [savedNote, setSavedNote] = useState<string | null>(null);

  const periodOk =
    /^\d{4}-\d{2}-\d{2}$/.test(periodFrom) && /^\d{4}-\d{2}-\d{2}$/.test(periodTo) && periodFrom <= periodTo;
  const [settings] = useDebouncedValue({ periodFrom, periodTo, quizzes: counted }, 400);
  const preview = useQuery({
    ...previewQuery(courseId, settings),
    enabled: periodOk,
    placeholderData: keepPreviousData,
  });
  const computed = preview.data ?? report?.computed ?? null;

  const body = (): ReportDraftBody => ({ title: title.trim(), periodFrom, periodTo, quizzes: counted, remarks });
  const refresh = () => client.invalidateQueries({ queryKey: ["reports"] });
  const failed = (error: unknown) => {
    if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
      setErrors(error.fields);
      setFormError(error.code === "validation" ? "Check the fields marked in red." : error.message);
    } else setFormError(errorMessage(error));
  };
  const validate = (): boolean => {
    const next: Record<string, string> = {};
    if (!title.trim()) next.title = "Give the report a title.";
    if (!periodOk) next.periodTo = "The period ends before it starts.";
    setErrors(next);
    setFormError(null);
    return Object.keys(next).length === 0;
  };
  // The draft's id once saved: a publish that saved a new draft and then failed must not create a second one.
  const savedId = useRef<number | null>(report?.id ?? null);
  const save = async (): Promise<ReportDetail> => {
    const saved =
      savedId.current === null ? await createReport(courseId, body()) : await updateReport(savedId.current, body());
    savedId.current = saved.id;
    return saved;
  };

  const saving = useMutation({
    mutationFn: save,
    onSuccess: async (saved) => {
      client.setQueryData(["reports", "report", saved.id], saved);
      await refresh();
      setSavedNote(`Draft saved at ${new Date().toLocaleTimeString()}.`);
      if (!report) onSaved(saved.id);
    },
    onError: failed,
  });
  const publishing = useMutation({
    mutationFn: async () => publishReport((await save()).id),
    onSuccess: async (published) => {
      client.setQueryData(["reports", "report", published.id], published);
      await refresh();
      onSaved(published.id);
    },
    onError: failed,
  });
  const deleting = useMutation({
    mutationFn: () => deleteReport(report?.id ?? 0),
    onSuccess: async () => {
      await refresh();
      onDeleted();
    },
    onError: failed,
  });
  const csv = useMutation({ mutationFn: () => downloadReportCsv(report?.id ?? 0), onError: failed });

  const confirmPublish = () => {
    if (!validate()) return;
    modals.openConfirmModal({
      title: "Publish this report?",
      children: (
        <Text size="sm">
          {computed?.students.length ?? 0} students and their guardians will be emailed, and each report gets its
          verification code. A published report no longer changes.
        </Text>
      ),
      labels: { confirm: "Publish", cancel: "Keep editing" },
      onConfirm: () => publishing.mutate(),
    });
  };
  const confirmDelete = () =>
    modals.openConfirmModal({
      title: "Delete this draft?",
      children: <Text size="sm">Its settings and remarks are lost.</Text>,
      labels: { confirm: "Delete", cancel: "Keep it" },
      confirmProps: { color: "red" },
      onConfirm: () => deleting.mutate(),
    });
  const busy = saving.isPending || publishing.isPending;

  return (
    <Stack gap="lg">
      <Card withBorder padding="lg">
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <TextInput
              label="Title"
              value={title}
              maxLength={REPORT_TITLE_MAX}
              onChange={(e) => setTitle(e.currentTarget.value)}
              error={errors.title}
              required
            />
            <TextInput
              type="date"
              label="From"
              value={periodFrom}
              onChange={(e) => setFrom(e.currentTarget.value)}
              error={errors.periodFrom}
              required
            />
            <TextInput
              type="date"
              label="To (included)"
              value={periodTo}
              onChange={(e) => setTo(e.currentTarget.value)}
              error={errors.periodTo ?? (periodOk ? undefined : "The period ends before it starts.")}
              required
            />
          </SimpleGrid>
          <div>
            <Title order={2} fz="md" mb={4}>
              Quizzes that count
            </Title>
            <Text size="xs" c="dimmed" mb="sm">
              Each student's best released exam result in the period counts; a quiz not sat counts 0 in the weighted
              total, and a student who sat none of them is “not sat”, left out of the class figures.
            </Text>
            <QuizPicker quizzes={quizzes} counted={counted} onChange={setCounted} error={errors.quizzes} />
          </div>
        </Stack>
      </Card>

      {formError && (
        <Alert color="red" role="alert" title="Not saved">
          {formError}
        </Alert>
      )}
      <Group gap="sm" wrap="wrap">
        <Button
          leftSection={<IconDeviceFloppy size={16} aria-hidden />}
          variant="default"
          loading={saving.isPending}
          disabled={busy && !saving.isPending}
          onClick={() => validate() && saving.mutate()}
        >
          Save draft
        </Button>
        <Tooltip label="Choose at least one quiz that counts first." disabled={counted.length > 0}>
          {/* A disabled button gets no pointer events: the wrapper carries the tooltip. */}
          <span>
            <Button
              leftSection={<IconSend size={16} aria-hidden />}
              loading={publishing.isPending}
              // The server refuses a report that counts no quiz: do not promise families an email first.
              disabled={busy || counted.length === 0}
              onClick={confirmPublish}
            >
              Publish…
            </Button>
          </span>
        </Tooltip>
        {report && (
          <>
            <Button
              variant="light"
              leftSection={<IconDownload size={16} aria-hidden />}
              loading={csv.isPending}
              onClick={() => csv.mutate()}
            >
              Download CSV (saved draft)
            </Button>
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={confirmDelete}
            >
              Delete draft
            </Button>
          </>
        )}
        {savedNote && (
          <Text size="sm" c="teal" role="status">
            {savedNote}
          </Text>
        )}
      </Group>

      <Group gap="xs">
        <Title order={2} fz="lg">
          Class
        </Title>
        {preview.isFetching && <Loader size="xs" aria-label="Computing" />}
      </Group>
      {preview.isError && (
        <Alert color="orange" role="alert">
          {errorMessage(preview.error)}
        </Alert>
      )}
      {computed === null ? (
        <Text size="sm" c="dimmed">
          Choose a period to compute the report.
        </Text>
      ) : (
        <>
          {computed.quizzes.length === 0 ? (
            // Figures over no quizzes (everyone 0 %, a pass mark of 0) would only mislead.
            <Text size="sm" c="dimmed" data-testid="no-quizzes-counted">
              Choose the quizzes that count to see the class&apos;s figures and chart.
            </Text>
          ) : (
            <ClassStats computed={computed} />
          )}
          <Title order={2} fz="lg">
            Students
          </Title>
          <ReportTable
            computed={computed}
            remarks={remarks}
            onRemark={(userId, remark) => setRemarks((r) => ({ ...r, [String(userId)]: remark }))}
            errors={errors}
          />
        </>
      )}
    </Stack>
  );
}
