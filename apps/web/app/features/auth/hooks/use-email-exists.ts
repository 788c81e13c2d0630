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
  return { exists: normalized !== "" && query.data?.exists === true, checking: query.isFetching };
}
