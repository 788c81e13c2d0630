import { Button, Card, Select, SimpleGrid, Stack, Text, TextInput, Title } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { UpdateUserByInstructorBody, type InstructorStudent } from "@tq/contract/classrooms";
import type { Country } from "@tq/contract/site";
import { useState } from "react";
import { persistentDataQuery } from "../../../lib/site-api.ts";
import { countryOptions } from "../../../lib/countries.ts";
import { useSession } from "../../../lib/use-session.ts";
import { ContentSkeleton } from "../../../lib/ui/content-skeleton.tsx";
import { FormAlert } from "../../../lib/ui/form-alert.tsx";
import { PageState } from "../../../lib/ui/page-state.tsx";
import { useFormSubmit } from "../../../lib/use-form-submit.ts";
import { instructorStudentQuery, updateUserByInstructor } from "../api.ts";
import { ReadProblem } from "./class-gate.tsx";

function StudentForm({ student, countries }: { student: InstructorStudent; countries: readonly Country[] }) {
  const queryClient = useQueryClient();
  const options = countryOptions(countries);
  if (!options.some((o) => o.value === student.country))
    options.push({ value: student.country, label: student.country });
  const form = useForm({
    mode: "controlled",
    initialValues: {
      userId: student.id,
      firstname: student.firstname,
      lastname: student.lastname,
      country: student.country,
    },
    validate: schemaResolver(UpdateUserByInstructorBody, { sync: true }),
  });
  const { message, busy, run } = useFormSubmit(form);
  const [done, setDone] = useState<string | null>(null);
  const submit = form.onSubmit(async (values) => {
    setDone(null);
    await run(async () => {
      const answer = await updateUserByInstructor(UpdateUserByInstructorBody.parse(values));
      await queryClient.invalidateQueries({ queryKey: ["classrooms"] });
      queryClient.setQueryData(instructorStudentQuery(student.id).queryKey, answer.user);
      form.resetDirty();
      setDone(answer.message);
    });
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Student's details" data-testid="edit-student-form">
      <Stack gap="md">
        {done ? <FormAlert kind="success">{done}</FormAlert> : null}
        {message ? <FormAlert kind="error">{message}</FormAlert> : null}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput label="First name" required {...form.getInputProps("firstname")} />
          <TextInput label="Last name" required {...form.getInputProps("lastname")} />
        </SimpleGrid>
        <TextInput
          label="Email"
          value={student.email}
          readOnly
          description="Only the student changes their email: it is how they sign in and recover their password."
        />
        <Select
          label="Country"
          required
          searchable
          allowDeselect={false}
          data={options}
          {...form.getInputProps("country")}
        />
        <Button type="submit" loading={busy} w={{ base: "100%", xs: "auto" }}>
          Save the student's details
        </Button>
      </Stack>
    </form>
  );
}

/** edituserprofile/{userId}/{courseName}: a teacher corrects a student of their course (updateuserbyinstructor). */
export function EditStudentScreen({ userId, courseName }: { userId: number | null; courseName: string }) {
  const session = useSession();
  const query = useQuery({
    ...instructorStudentQuery(userId ?? 0),
    enabled: userId !== null && session.ready && session.loggedIn,
  });
  const { data: persistent } = useQuery(persistentDataQuery());
  if (userId === null) return <PageState heading="Not found" description="This is not a student's address." />;
  if (!session.ready || query.isPending) return <ContentSkeleton lines={5} label="Loading the student…" />;
  if (query.isError)
    return <ReadProblem error={query.error} onRetry={() => void query.refetch()} refusedHeading="Not your student" />;
  const student = query.data;
  return (
    <Stack gap="lg" maw={640}>
      <div>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {student.firstname} {student.lastname}
        </Title>
        <Text c="dimmed">Student of {student.courses.map((c) => c.title).join(", ") || courseName}</Text>
      </div>
      <Card withBorder padding="lg">
        <StudentForm key={student.id} student={student} countries={persistent?.countries ?? []} />
      </Card>
    </Stack>
  );
}
