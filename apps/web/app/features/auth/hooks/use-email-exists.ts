import { useDebouncedValue } from "@mantine/hooks";
import { Email } from "@tq/contract/fields";
import { useQuery } from "@tanstack/react-query";
import { emailExistsQuery } from "../api.ts";

/** Live "already registered" check: asks only for well-formed addresses, after typing pauses. */
export function useEmailExists(email: string): { exists: boolean; checking: boolean } {
  const [debounced] = useDebouncedValue(email, 400);
  const parsed = Email.safeParse(debounced);
  const normalized = parsed.success ? parsed.data : "";
  const query = useQuery({ ...emailExistsQuery(normalized), enabled: normalized !== "" });
  // Only an answer about the address now in the field counts: for the pause after a change the
  // debounced value is still the old one, and a submit then was silently refused (a journey that
  // corrected a taken address and pressed the button at once caught it).
  const current = debounced === email;
  return { exists: current && normalized !== "" && query.data?.exists === true, checking: query.isFetching };
}
