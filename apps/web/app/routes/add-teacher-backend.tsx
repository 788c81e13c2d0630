import { useQuery } from "@tanstack/react-query";
import { persistentDataQuery } from "../lib/site-api.ts";
import { AddTeacherForm } from "../features/accounts/components/add-teacher-form.tsx";
import { documentTitle } from "../lib/meta.ts";
import { PageTitle } from "../lib/ui/page-title.tsx";
import type { Route } from "./+types/add-teacher-backend";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: documentTitle(matches, "Add Teacher") }];
}

/** addteacherbackend (world director): a teacher or teaching-assistant account. */
export default function AddTeacherBackend() {
  const { data: persistent } = useQuery(persistentDataQuery());
  return (
    <>
      <PageTitle
        title="Add Teacher"
        description="Create an account for a teacher or teaching assistant; they get an email to choose their password."
      />
      <AddTeacherForm countries={persistent?.countries ?? []} />
    </>
  );
}
