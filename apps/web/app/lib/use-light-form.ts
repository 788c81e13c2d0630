import { useRef, useState, type ChangeEvent } from "react";
import type { ZodType } from "zod";
import { ApiError, NETWORK_ERROR_MESSAGE } from "./api-error.ts";

type Values = Record<string, string>;
export type FieldErrors<T> = Partial<Record<keyof T & string, string>>;

/**
 * A form of a few text fields whose schema is loaded when the user starts on it, not with the
 * page (ADR 0100): the sign-in page is a phone's first page, and zod with @mantine/form weighed
 * 27 KB of its 178 (issue #16). The check is the contract's own schema, run on submit; the server
 * runs it again. The schema starts loading when focus enters the form or a pointer presses in it,
 * so a submit seldom waits for it; a submit that does shows the button busy meanwhile.
 *
 * Errors behave as Mantine's form's do: shown under their field (Mantine ties them with
 * aria-describedby and aria-invalid, and lib/focus-invalid.ts focuses the first), cleared as the
 * field changes. `setErrors`/`getValues` let applyApiError put the server's field messages there.
 */
export function useLightForm<T extends Values, Out>(initialValues: T, loadSchema: () => Promise<ZodType<Out>>) {
  const [values, setValues] = useState<T>(initialValues);
  const [errors, setErrors] = useState<FieldErrors<T>>({});
  const schema = useRef<Promise<ZodType<Out>> | null>(null);

  const load = () => {
    schema.current ??= loadSchema().catch((error: unknown) => {
      schema.current = null; // a later try may reach the server again
      throw error;
    });
    return schema.current;
  };
  const warm = () => void load().catch(() => undefined);

  /** The values as the schema reads them, or null with each wrong field's first message shown. */
  async function validated(): Promise<Out | null> {
    let check: ZodType<Out>;
    try {
      check = await load();
    } catch {
      throw new ApiError(0, "unavailable", NETWORK_ERROR_MESSAGE);
    }
    const result = check.safeParse(values);
    if (result.success) {
      setErrors({});
      return result.data;
    }
    const found: FieldErrors<T> = {};
    for (const issue of result.error.issues) {
      const field = issue.path[0];
      if (typeof field === "string" && field in values) found[field as keyof T & string] ??= issue.message;
    }
    setErrors(found);
    return null;
  }

  function getInputProps(field: keyof T & string) {
    return {
      value: values[field],
      error: errors[field],
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        const value = event.currentTarget.value;
        setValues((current) => ({ ...current, [field]: value }));
        setErrors((current) => (current[field] === undefined ? current : { ...current, [field]: undefined }));
      },
    };
  }

  /** Spread on the <form>: where the schema starts loading. */
  const formProps = { onFocusCapture: warm, onPointerDownCapture: warm };

  return {
    values,
    errors,
    getInputProps,
    formProps,
    validated,
    getValues: () => values,
    setErrors: (next: Record<string, string>) => setErrors(next as FieldErrors<T>),
  };
}
