import { Code, List, Table, Text } from "@mantine/core";
import "@mantine/core/styles/Code.css";
import "@mantine/core/styles/Table.css";

const FORMS: { rule: string; meaning: string }[] = [
  { rule: "2: photosynthesis", meaning: "2 points when the answer contains the word." },
  { rule: "2: carbon dioxide | CO2", meaning: "Alternatives: any one of them gives the 2 points, once." },
  { rule: "1: evaporat*", meaning: "* inside a word stands for any letters: evaporate, evaporation…" },
  { rule: "1: the * cycle", meaning: "* on its own stands for exactly one word." },
  { rule: "2: /\\d+ ?m\\/s/", meaning: "A regular expression, between slashes." },
  { rule: "-1: meiosis", meaning: "A deduction: 1 point off when the phrase appears." },
  { rule: "# a note for markers", meaning: "A comment: ignored, as are blank lines." },
];

/** The rule language of marking schemes (contract: quiz-questions.ts, KEYWORD RULES). */
export function KeywordGuide() {
  return (
    <>
      <Table.ScrollContainer minWidth={420}>
        <Table striped withTableBorder verticalSpacing={6} data-testid="keyword-forms">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w="40%">Rule</Table.Th>
              <Table.Th>What it does</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {FORMS.map((f) => (
              <Table.Tr key={f.rule}>
                <Table.Td>
                  <Code>{f.rule}</Code>
                </Table.Td>
                <Table.Td>{f.meaning}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <List spacing={6}>
        <List.Item>
          <strong>One rule per line</strong>: the points (up to two decimals), a colon, then what to look for.
        </List.Item>
        <List.Item>
          <strong>Matching ignores</strong> upper and lower case, accents (é = e), punctuation and extra spaces, on both
          the rule and the answer.
        </List.Item>
        <List.Item>
          <strong>Whole words</strong>: <Code>cell</Code> does not match “cellulose”; write <Code>cell*</Code> for that.
        </List.Item>
        <List.Item>
          <strong>Each rule counts once</strong>, however many of its alternatives appear and however often.
        </List.Item>
        <List.Item>
          <strong>The total</strong> is the sum of the rules that match, kept between 0 and the question&apos;s maximum
          marks.
        </List.Item>
        <List.Item>
          <strong>Regular expressions</strong> use the RE2 syntax (no look-arounds or back-references), ignore case and
          accents, see punctuation, and may match inside words: use <Code>\b</Code> for a word boundary. They run in
          time proportional to the answer&apos;s length, so no pattern can stall the marking.
        </List.Item>
        <List.Item>
          <strong>Lines that cannot be read</strong> are reported with their line number; the other rules still mark.
        </List.Item>
      </List>
      <Text size="sm" c="dimmed">
        Limits: 200 rules and 500 alternatives per scheme, regular expressions of up to 300 characters, and the first 50
        000 characters of an answer.
      </Text>
    </>
  );
}
