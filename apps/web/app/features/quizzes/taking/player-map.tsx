import { Button, Group, SimpleGrid, Text, UnstyledButton } from "@mantine/core";
import type { PlayerQuestion } from "@tq/contract/quiz-attempts";
import { IconFlag } from "@tabler/icons-react";
import { isAnswered, type PlayerAnswer } from "./player-answers.ts";

interface Props {
  questions: readonly PlayerQuestion[];
  answers: ReadonlyMap<number, PlayerAnswer>;
  current: number;
  onGo: (key: number) => void;
}

/** The sections (jump to the first question of each) and the question map: answered and flagged marks. */
export function PlayerMap({ questions, answers, current, onGo }: Props) {
  const sections: { id: number; title: string; first: number }[] = [];
  for (const q of questions)
    if (!sections.some((s) => s.id === q.sectionId))
      sections.push({ id: q.sectionId, title: q.sectionTitle, first: q.key });
  const currentSection = questions.find((q) => q.key === current)?.sectionId;
  return (
    <nav aria-label="Questions">
      {sections.length > 1 && (
        <Group gap={6} mb="sm" wrap="wrap">
          {sections.map((s) => (
            <Button
              key={s.id}
              size="compact-sm"
              variant={s.id === currentSection ? "filled" : "light"}
              onClick={() => onGo(s.first)}
            >
              {s.title}
            </Button>
          ))}
        </Group>
      )}
      <SimpleGrid cols={{ base: 6, xs: 8, md: 5 }} spacing={6} verticalSpacing={6}>
        {questions.map((q) => {
          const a = answers.get(q.key);
          const answered = isAnswered(a?.response ?? null);
          const flagged = a?.flagged ?? false;
          const here = q.key === current;
          return (
            <UnstyledButton
              key={q.key}
              onClick={() => onGo(q.key)}
              aria-current={here ? "step" : undefined}
              aria-label={`Question ${q.key}${answered ? ", answered" : ", not answered"}${flagged ? ", flagged" : ""}`}
              style={{
                position: "relative",
                height: 36,
                borderRadius: 6,
                textAlign: "center",
                fontWeight: 600,
                border: `2px solid ${here ? "var(--mantine-color-blue-6)" : "var(--mantine-color-gray-4)"}`,
                background: answered ? "var(--mantine-color-blue-1)" : "transparent",
              }}
            >
              {q.key}
              {flagged && (
                <IconFlag
                  size={12}
                  color="var(--mantine-color-orange-7)"
                  style={{ position: "absolute", top: 2, right: 2 }}
                  aria-hidden
                />
              )}
            </UnstyledButton>
          );
        })}
      </SimpleGrid>
      <Text size="xs" c="dimmed" mt={6}>
        Shaded: answered · flag: marked for review
      </Text>
    </nav>
  );
}
