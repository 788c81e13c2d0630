import { PasswordInput, type PasswordInputProps } from "@mantine/core";

/**
 * Mantine's PasswordInput, marked invalid when it shows an error (issue #17, WCAG 3.3.1 and
 * 4.1.2). Mantine 9 ties a password field's error and description to its input as it does for
 * its other inputs, but leaves out aria-invalid: a screen reader did not hear that the field was
 * wrong, and a failed submit could not move focus to it (lib/focus-invalid.ts looks for
 * aria-invalid; a form of passwords only kept focus on its button). Every password field of the
 * app is this one.
 */
export function PasswordField(props: PasswordInputProps) {
  return <PasswordInput {...props} aria-invalid={props.error ? true : undefined} />;
}
