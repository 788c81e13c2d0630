import { ApiError, errorMessage } from "./api-error.ts";

interface FormWithErrors {
  setErrors(errors: Record<string, string>): void;
  getValues(): object;
}

/**
 * Shows an API failure on a form: messages for the form's own fields go under those fields;
 * anything else is returned as the form-level message (null when every message found a field).
 */
export function applyApiError(form: FormWithErrors, error: unknown): string | null {
  if (!(error instanceof ApiError)) return errorMessage(error);
  const known = new Set(Object.keys(form.getValues()));
  const mine: Record<string, string> = {};
  for (const [field, message] of Object.entries(error.fields)) {
    if (known.has(field)) mine[field] = message;
  }
  form.setErrors(mine);
  return Object.keys(mine).length > 0 && error.code === "validation" ? null : error.message;
}
