import { Stack, Text, Title } from "@mantine/core";
import type { KeywordExample } from "@tq/contract/quiz-schemes";
import { useRef, useState, type ReactNode } from "react";
import { KeywordExamples } from "../features/quizzes/authoring/keyword-examples.tsx";
import { KeywordGuide } from "../features/quizzes/authoring/keyword-guide.tsx";
import { KeywordTester } from "../features/quizzes/authoring/keyword-tester.tsx";
import { documentTitle } from "../lib/meta.ts";
import { PageTitle } from "../lib/ui/page-title.tsx";
import type { Route } from "./+types/how-to-use-keywords";

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: documentTitle(matches, "How to Use Keywords") },
    { name: "description", content: "The keyword rules of marking schemes, with worked examples and a live tester." },
  ];
}

const STARTER = {
  rules: "# the key ideas\n2: photosynthesis | photosynth*\n1: chlorophyll\n1: /glucose|sugars?/\n-1: respiration",
  maxMarks: 4,
  answer: "Plants use chlorophyll to trap light. By photosynthesis they turn water and CO2 into glucose.",
};

function Section({ id, title, intro, children }: { id: string; title: string; intro: string; children: ReactNode }) {
  return (
    <Stack component="section" gap="sm" aria-labelledby={id}>
      <Title order={2} id={id} fz={{ base: 20, sm: 24 }} tabIndex={-1}>
        {title}
      </Title>
      <Text c="dimmed">{intro}</Text>
      {children}
    </Stack>
  );
}

/** howtousekeywords [G] (staff): the keyword-rule language, worked examples and the live tester. */
export default function HowToUseKeywords() {
  // "Try it" restarts the tester with the example (a new key gives it fresh initial values).
  const [loaded, setLoaded] = useState<{
    key: number;
    example: Omit<KeywordExample, "title" | "explains" | "score" | "matchedLines">;
  }>({ key: 0, example: STARTER });
  const testerRef = useRef<HTMLDivElement>(null);
  const tryExample = (example: KeywordExample) => {
    setLoaded((last) => ({ key: last.key + 1, example }));
    const section = testerRef.current;
    section?.scrollIntoView({ behavior: "smooth", block: "start" });
    // Keyboard users land on the tester too.
    section?.querySelector<HTMLElement>("h2")?.focus({ preventScroll: true });
  };

  return (
    <Stack gap={40}>
      <PageTitle
        title="How to Use Keywords"
        description="Short-text and essay questions are marked by their marking scheme: keyword rules that give points for what an answer says. Marks are suggestions a marker can override."
      />
      <Section id="rules-title" title="Writing rules" intro="Each line of a scheme is one rule.">
        <KeywordGuide />
      </Section>
      <Section
        id="examples-title"
        title="Worked examples"
        intro="Each example shows the rules, a sample answer and the marks it gets. Select “Try it” to change them in the tester."
      >
        <KeywordExamples onTry={tryExample} />
      </Section>
      <div ref={testerRef}>
        <Section
          id="tester-title"
          title="Try your rules"
          intro="Write rules and a sample answer: the marks, the rules that matched and any line that could not be read appear as you type."
        >
          <KeywordTester
            key={loaded.key}
            initialRules={loaded.example.rules}
            initialMaxMarks={loaded.example.maxMarks}
            initialAnswer={loaded.example.answer}
          />
        </Section>
      </div>
    </Stack>
  );
}
