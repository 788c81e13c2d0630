import { Alert } from "@mantine/core";
import { IconAlertCircle, IconCircleCheck } from "@tabler/icons-react";

/** A form's message that is not about one field (server errors, success). */
export function FormAlert({ kind, children }: { kind: "error" | "success"; children: React.ReactNode }) {
  return (
    <Alert
      role={kind === "error" ? "alert" : "status"}
      color={kind === "error" ? "red" : "teal"}
      variant="light"
      icon={kind === "error" ? <IconAlertCircle aria-hidden /> : <IconCircleCheck aria-hidden />}
    >
      {children}
    </Alert>
  );
}
