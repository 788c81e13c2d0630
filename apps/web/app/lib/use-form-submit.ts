import { useState } from "react";
import { applyApiError } from "./form-errors.ts";

/** The one submit wrapper for API forms, so each owns no message/busy/try-catch of its own; `recover` may claim an error first. */
export function useFormSubmit(form: Parameters<typeof applyApiError>[0]) {
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function run(action: () => Promise<void>, recover?: (error: unknown) => boolean): Promise<void> {
    setMessage(null);
    setBusy(true);
    try {
      await action();
    } catch (error) {
      if (!recover?.(error)) setMessage(applyApiError(form, error));
    } finally {
      setBusy(false);
    }
  }

  return { message, setMessage, busy, run };
}
