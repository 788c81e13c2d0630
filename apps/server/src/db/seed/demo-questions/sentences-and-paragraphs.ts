import { type DemoQuestion, opts } from "./demo-question.ts";

/**
 * English Language & Literature, Writing with Purpose chapter 1 "Sentences and Paragraphs":
 * clauses and kinds of sentence, punctuation, persuasive structure.
 */
export const SENTENCES_AND_PARAGRAPHS: DemoQuestion[] = [
  {
    type: "single",
    level: "Foundation",
    difficulty: 1,
    marks: 1,
    stemHtml: "<p>Which of these is a complete sentence?</p>",
    options: opts(
      ["<em>The market opens at dawn.</em>", true],
      ["<em>Because the market opens at dawn.</em>", false],
      ["<em>Opening at dawn every day.</em>", false],
      ["<em>When the market opens.</em>", false],
    ),
    explanationHtml:
      "<p>Only the first has a main clause. The others are fragments: a subordinate clause or a phrase with no main clause.</p>",
  },
  {
    type: "single",
    level: "Foundation",
    difficulty: 2,
    marks: 1,
    stemHtml: "<p>What kind of sentence is <em>Although it rained, the match went ahead.</em>?</p>",
    options: opts(["complex", true], ["simple", false], ["compound", false], ["a fragment", false]),
    explanationHtml:
      "<p>A subordinate clause (<em>although it rained</em>) with a main clause: a complex sentence.</p>",
  },
  {
    type: "truefalse",
    level: "Foundation",
    difficulty: 2,
    marks: 1,
    answer: false,
    stemHtml: "<p>True or false: <em>The dog wagged it's tail.</em> is correctly punctuated.</p>",
    explanationHtml:
      "<p>False: the possessive <em>its</em> has no apostrophe. <em>It's</em> means <em>it is</em> or <em>it has</em>.</p>",
  },
  {
    type: "multiple",
    level: "Intermediate",
    difficulty: 3,
    marks: 2,
    partialCredit: "proportional",
    stemHtml: "<p>Which of these correctly join two main clauses? Choose all that apply.</p>",
    options: opts(
      ["<em>It was late; we went home.</em>", true],
      ["<em>It was late, so we went home.</em>", true],
      ["<em>It was late, we went home.</em>", false],
      ["<em>It was late. We went home.</em>", true],
    ),
    explanationHtml:
      "<p>A semicolon, a comma with a joining word, or a full stop all work. A comma alone is a comma splice.</p>",
  },
  {
    type: "single",
    level: "Intermediate",
    difficulty: 2,
    marks: 1,
    stemHtml: "<p>In a PEEL paragraph, what does the second <em>E</em> stand for?</p>",
    options: opts(["Explain", true], ["Evidence", false], ["Example", false], ["Ending", false]),
    explanationHtml: "<p>Point, Evidence, Explain, Link: the explanation shows how the evidence proves the point.</p>",
  },
  {
    type: "short",
    level: "Intermediate",
    difficulty: 2,
    marks: 1,
    stemHtml:
      "<p>A writer asks <em>Who would choose a dirtier city?</em> without expecting an answer. What is this persuasive technique called?</p>",
    scheme: {
      modelAnswerHtml: "<p>A rhetorical question.</p>",
      rules: "# Rhetorical question, any spelling close to it\n1: rhetorical* | rhetoric*",
    },
    explanationHtml: "<p>A rhetorical question makes the reader think of the answer the writer wants.</p>",
  },
];
