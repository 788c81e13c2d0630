import { type DemoQuestion, opts } from "./demo-question.ts";

/**
 * Chemistry Essentials, Atomic Structure chapter 1 "Atoms and Reactions": particles of the atom,
 * isotopes, electron arrangements and groups, balancing equations.
 */
export const ATOMS_AND_REACTIONS: DemoQuestion[] = [
  {
    type: "single",
    level: "Foundation",
    difficulty: 1,
    marks: 1,
    stemHtml: "<p>Which particle has a relative charge of $-1$?</p>",
    options: opts(["the electron", true], ["the proton", false], ["the neutron", false], ["the nucleus", false]),
    explanationHtml: "<p>Protons are $+1$, neutrons $0$; electrons carry the negative charge.</p>",
  },
  {
    type: "numeric",
    level: "Foundation",
    difficulty: 2,
    marks: 1,
    stemHtml: "<p>How many neutrons are in an atom of $^{56}_{26}\\text{Fe}$?</p>",
    answer: 30,
    tolerance: 0,
    explanationHtml: "<p>$N = A - Z = 56 - 26 = 30$.</p>",
  },
  {
    type: "truefalse",
    level: "Foundation",
    difficulty: 2,
    marks: 1,
    answer: true,
    stemHtml:
      "<p>True or false: isotopes of an element have the same number of protons but different numbers of neutrons.</p>",
    explanationHtml: "<p>True: the proton number fixes the element; isotopes differ only in their neutrons.</p>",
  },
  {
    type: "single",
    level: "Intermediate",
    difficulty: 2,
    marks: 1,
    stemHtml: "<p>An element has the electron arrangement 2, 8, 6. Which group and period is it in?</p>",
    options: opts(
      ["group 6, period 3", true],
      ["group 3, period 6", false],
      ["group 8, period 2", false],
      ["group 16, period 2", false],
    ),
    explanationHtml: "<p>Three occupied shells: period 3. Six outer electrons: group 6 (it is sulfur).</p>",
  },
  {
    type: "numeric",
    level: "Intermediate",
    difficulty: 3,
    marks: 2,
    stemHtml:
      "<p>Balance $\\text{N}_2 + \\text{H}_2 \\rightarrow \\text{NH}_3$ with the smallest whole numbers. What number goes in front of $\\text{H}_2$?</p>",
    answer: 3,
    tolerance: 0,
    explanationHtml:
      "<p>$\\text{N}_2 + 3\\text{H}_2 \\rightarrow 2\\text{NH}_3$: $2$ nitrogen and $6$ hydrogen atoms on each side.</p>",
  },
  {
    type: "multiple",
    level: "Intermediate",
    difficulty: 3,
    marks: 2,
    partialCredit: "proportional",
    stemHtml: "<p>Which of these equations are balanced? Choose all that apply.</p>",
    options: opts(
      ["$2\\text{H}_2 + \\text{O}_2 \\rightarrow 2\\text{H}_2\\text{O}$", true],
      ["$\\text{CH}_4 + 2\\text{O}_2 \\rightarrow \\text{CO}_2 + 2\\text{H}_2\\text{O}$", true],
      ["$\\text{Mg} + \\text{O}_2 \\rightarrow \\text{MgO}$", false],
      ["$\\text{Na} + \\text{Cl}_2 \\rightarrow \\text{NaCl}$", false],
    ),
    explanationHtml:
      "<p>The last two have two oxygen (or chlorine) atoms on the left and one on the right: $2\\text{Mg} + \\text{O}_2 \\rightarrow 2\\text{MgO}$ and $2\\text{Na} + \\text{Cl}_2 \\rightarrow 2\\text{NaCl}$.</p>",
  },
  {
    type: "short",
    level: "Foundation",
    difficulty: 1,
    marks: 1,
    stemHtml:
      "<p>What is the name of the group of unreactive elements with full outer shells, such as neon and argon?</p>",
    scheme: {
      modelAnswerHtml: "<p>The noble gases.</p>",
      rules: "# Noble gases, or group 0 / 18\n1: noble gas* | inert gas* | group 0 | group 18",
    },
    explanationHtml: "<p>The noble gases (group 0, or 18): their full outer shells make them very unreactive.</p>",
  },
];
