import { Badge, Button, Card, Code, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import "@mantine/core/styles/Code.css";
import { KEYWORD_EXAMPLES, type KeywordExample } from "@tq/contract/quiz-schemes";

/**
 * The worked examples of howtousekeywords: rules, a sample answer and what the engine gives
 * (the server's tests check each one against the real engine), each loadable into the tester.
 */
export function KeywordExamples({ onTry }: { onTry: (example: KeywordExample) => void }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      {KEYWORD_EXAMPLES.map((example, i) => (
        <Card key={example.title} withBorder radius="md" padding="md" data-testid="keyword-example">
          <Stack gap="xs" h="100%">
            <Title order={3} fz="lg">
              {i + 1}. {example.title}
            </Title>
            <Text size="sm">{example.explains}</Text>
            <Text size="sm" fw={600}>
              Rules
            </Text>
            <Code block>{example.rules}</Code>
            <Text size="sm" fw={600}>
              Sample answer
            </Text>
            <Text size="sm" fs="italic">
              “{example.answer}”
            </Text>
            <Group gap="xs" mt="auto" justify="space-between">
              <Group gap={6}>
                <Badge variant="light" color={example.score > 0 ? "teal" : "gray"}>
                  {example.score} / {example.maxMarks}
                </Badge>
                <Text size="sm" c="dimmed">
                  {matchedText(example.matchedLines)}
                </Text>
              </Group>
              <Button
                size="xs"
                variant="light"
                onClick={() => onTry(example)}
                aria-label={`Try it: example ${i + 1}, ${example.title}, in the tester`}
              >
                Try it
              </Button>
            </Group>
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}

function matchedText(lines: readonly number[]): string {
  if (lines.length === 0) return "no rule matches";
  return lines.length === 1 ? `line ${lines[0]} matches` : `lines ${lines.join(", ")} match`;
}
