import { Group, Stack, Text } from "@mantine/core";
import { Dropzone, type FileRejection } from "@mantine/dropzone";
import { IconPhoto, IconPhotoUp, IconPhotoX } from "@tabler/icons-react";
import { IMAGE_UPLOAD_MAX_MB, IMAGE_UPLOAD_TYPES, type AuthoringCourse } from "@tq/contract/authoring";
import { useState } from "react";
import "@mantine/dropzone/styles.css";
import { errorMessage } from "../../../lib/api-error.ts";
import { FormAlert } from "../../../lib/ui/form-alert.tsx";
import { uploadLogo } from "../api.ts";
import { CourseLogo } from "./course-logo.tsx";

const TYPE_MESSAGE = "Upload a PNG, JPEG, WebP or GIF image.";

function rejectionMessage(rejections: FileRejection[]): string {
  const codes = rejections.flatMap((r) => r.errors.map((e) => e.code));
  if (codes.includes("too-many-files")) return "Choose one image.";
  if (codes.includes("file-too-large")) return `The image is larger than ${IMAGE_UPLOAD_MAX_MB} MB.`;
  return TYPE_MESSAGE;
}

export interface CourseLogoFieldProps {
  course: Pick<AuthoringCourse, "id" | "title" | "logoUrl">;
  onUploaded: (course: AuthoringCourse) => void;
}

/** The course logo: drop or pick an image; the server checks it, shrinks it to 512×512 and stores it as WebP. */
export function CourseLogoField({ course, onUploaded }: CourseLogoFieldProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const upload = async (file: File) => {
    setBusy(true);
    setError(null);
    setDone(false);
    try {
      onUploaded(await uploadLogo(course.id, file));
      setDone(true);
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="xs">
      <Text size="sm" fw={500} id={`logo-label-${course.id}`}>
        Logo
      </Text>
      <Group align="stretch" gap="md" wrap="wrap">
        <CourseLogo url={course.logoUrl} title={course.title} size={96} />
        <Dropzone
          onDrop={(files) => {
            const [file] = files;
            if (file) void upload(file);
          }}
          onReject={(rejections) => setError(rejectionMessage(rejections))}
          accept={[...IMAGE_UPLOAD_TYPES]}
          maxSize={IMAGE_UPLOAD_MAX_MB * 1024 * 1024}
          multiple={false}
          loading={busy}
          aria-labelledby={`logo-label-${course.id}`}
          style={{ flex: "1 1 14rem" }}
        >
          <Group justify="center" gap="sm" mih={72} style={{ pointerEvents: "none" }} wrap="nowrap">
            <Dropzone.Accept>
              <IconPhotoUp size={32} aria-hidden />
            </Dropzone.Accept>
            <Dropzone.Reject>
              <IconPhotoX size={32} aria-hidden />
            </Dropzone.Reject>
            <Dropzone.Idle>
              <IconPhoto size={32} aria-hidden />
            </Dropzone.Idle>
            <div>
              <Text size="sm">Drop an image here, or press to choose one</Text>
              <Text size="xs" c="dimmed">
                PNG, JPEG, WebP or GIF, up to {IMAGE_UPLOAD_MAX_MB} MB; shown at most 512×512.
              </Text>
            </div>
          </Group>
        </Dropzone>
      </Group>
      {error ? <FormAlert kind="error">{error}</FormAlert> : null}
      {done && !error ? (
        <Text size="sm" c="teal" role="status">
          The new logo is saved.
        </Text>
      ) : null}
    </Stack>
  );
}
