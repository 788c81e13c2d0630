import { eq } from "drizzle-orm";
import { prepare } from "../../modules/manual/service.ts";
import { insertSection, saveRevision } from "../../modules/manual/repo.ts";
import type { Db } from "../client.ts";
import { manualRevisions } from "../schema/index.ts";

const DAY = 24 * 60 * 60 * 1000;

interface DemoSection {
  title: string;
  /** Earlier states first; the last is the section as it reads today (a revision each). */
  versions: string[];
}

const SECTIONS: DemoSection[] = [
  {
    title: "Getting started for staff",
    versions: [
      `<p>Welcome to the team. This manual explains how the platform works for the people who run it.</p>`,
      `<p>Welcome to the team. This manual explains how the platform works for teachers, teaching assistants and directors. Use the search box to find a topic, or copy a section's link (the chain icon beside its title) to send a colleague straight to it.</p>
<h3>Your menu</h3>
<ul>
<li><strong>Teachers</strong> manage their own courses (Manage Courses), write tutorials and quizzes, and teach classes.</li>
<li><strong>Teaching assistants</strong> write tutorials and quizzes for the courses that invited them and help with marking.</li>
<li><strong>Country directors</strong> look after the students, prices, payments and contact messages of their country.</li>
<li><strong>The world director</strong> manages everything else: settings, countries and rates, teachers, this manual.</li>
</ul>
<h3>First steps</h3>
<ol>
<li>Check your details under <em>My Profile</em>, then open <em>My public page</em> from the dashboard and write a short biography: students read it when they choose a tutor.</li>
<li>Open the <em>Dashboard</em>: it lists what waits for you (answers to mark, questions from students, applications).</li>
<li>Read the section of this manual that matches your role.</li>
</ol>
<p>Stuck? Write to the support address shown at <em>Contact Us</em>.</p>`,
    ],
  },
  {
    title: "Authoring tutorials with LaTeX and TikZ",
    versions: [
      `<p>Tutorials are written in the editor under Manage Tutorials. Formulas use LaTeX between dollar signs.</p>`,
      `<p>Tutorials are written in the rich editor (<em>Manage Tutorials</em> → a course → a tutorial). It saves a draft as you type; readers only see what you <strong>publish</strong>.</p>
<h3>Formulas</h3>
<p>Write LaTeX between single dollar signs for a formula in the text, <code>$\\frac{a}{b}$</code>, and between double dollar signs for a formula on its own line. For example the quadratic formula:</p>
<p>$$x = \\frac{-b \\pm \\sqrt{b^2 - 4ac}}{2a}$$</p>
<p>The formula button (Σ) opens a palette of symbols with a live preview. <em>Writing Equations</em> lists every symbol the palette offers.</p>
<h3>Diagrams</h3>
<p>Diagrams are drawn with TikZ: insert a diagram block and type its source, starting with <code>\\begin{tikzpicture}</code> and ending with <code>\\end{tikzpicture}</code>. The preview draws it as you type; readers get a crisp SVG. Say in words what the diagram shows (the dialog asks for it): students who use a screen reader hear that instead of the picture. Start from one of the examples at <em>Drawing Diagrams</em>. Keep diagrams small: one idea per picture.</p>
<h3>Good habits</h3>
<ul><li>One idea per tutorial; end it with a worked example.</li><li>Use headings (H2, H3): readers scan before they read.</li><li>Preview on a phone: most students read there.</li></ul>`,
      `<p>Tutorials are written in the rich editor (<em>Manage Tutorials</em> → a course → a tutorial). It saves a draft as you type; readers only see what you <strong>publish</strong>.</p>
<h3>Formulas</h3>
<p>Write LaTeX between single dollar signs for a formula in the text, <code>$\\frac{a}{b}$</code> gives $\\frac{a}{b}$, and between double dollar signs for a formula on its own line. For example the quadratic formula:</p>
<p>$$x = \\frac{-b \\pm \\sqrt{b^2 - 4ac}}{2a}$$</p>
<p>The formula button (Σ) opens a palette of symbols with a live preview. <em>Writing Equations</em> lists every symbol the palette offers. A formula KaTeX cannot read is shown in red to you and to readers: fix it before publishing.</p>
<h3>Diagrams</h3>
<p>Diagrams are drawn with TikZ: insert a diagram block and type its source, starting with <code>\\begin{tikzpicture}</code> and ending with <code>\\end{tikzpicture}</code>. The preview draws it as you type; readers get a crisp SVG. Say in words what the diagram shows (the dialog asks for it): students who use a screen reader hear that instead of the picture. Start from one of the examples at <em>Drawing Diagrams</em>. Keep diagrams small: one idea per picture.</p>
<h3>Good habits</h3>
<ul><li>One idea per tutorial; end it with a worked example.</li><li>Use headings (H2, H3): readers scan before they read.</li><li>Preview on a phone: most students read there.</li></ul>`,
    ],
  },
  {
    title: "Building quizzes and marking schemes",
    versions: [
      `<p>Every chapter can have quizzes; every subject can have a subject quiz drawing on several chapters.</p>
<h3>Questions</h3>
<ul>
<li><strong>Objective</strong> questions (one or several correct options) are marked automatically.</li>
<li><strong>Short answers</strong> are marked by a keyword scheme: the words or phrases an answer must contain, each with its marks. Test a scheme at <em>How to use keywords</em> before you publish.</li>
<li><strong>Long answers</strong> wait in the marking queue for a person.</li>
</ul>
<h3>Settings that matter</h3>
<p>Set the time limit, the number of attempts and when answers are shown. A quiz cannot be published until every question has a correct answer or a scheme. Question banks can be imported and exported as GIFT or Moodle XML.</p>`,
    ],
  },
  {
    title: "Marking and releasing results",
    versions: [
      `<p>Answers that need a person appear in the marking queue of the course's teacher, its teaching assistants and its tutors.</p>`,
      `<p>Answers that need a person appear in the <strong>marking queue</strong> (Dashboard → Marking) of the course's teacher, its teaching assistants and its tutors.</p>
<ol>
<li>Open an answer, read it beside the scheme, and give a mark and a short comment.</li>
<li>The keyword marks are a suggestion: you can always change them.</li>
<li>When every answer of an attempt is marked, <strong>release</strong> it: only then does the student see the final score and your comments.</li>
</ol>
<p>Mark within a week: students are waiting. A re-grade after a scheme change updates the scores that were not released yet.</p>`,
    ],
  },
  {
    title: "Classes and reports",
    versions: [
      `<p>Each tutor of a course has a class: the students who chose that tutor when they subscribed. In the classroom you post announcements (emailed to every student), schedule sessions and follow each student's progress.</p>
<h3>Assessment reports</h3>
<p>At the end of a period, open the <em>Report Generator</em>, choose the period and the quizzes that count with their weights, check the computed scores, add a remark per student and publish. Publishing emails the student and their guardians; each report carries a verification code anyone can check at <em>Check Result</em>.</p>`,
    ],
  },
  {
    title: "Payments and countries (directors)",
    versions: [
      `<p>Prices are set in the base currency and converted with each country's exchange rate at <em>Set Exchange Rate</em>. A country director may set an override price for their country in General Settings.</p>
<ul>
<li>A rate change applies to new checkouts and renewals, never to what was already paid.</li>
<li>Manual payments (bank transfer, cash) stay pending until a director records them with the payment's reference.</li>
<li>The <em>Estimator</em> projects revenue per month and country from the active subscriptions; try the growth and fee inputs before changing prices.</li>
</ul>
<p>Every one of these actions is written to the activity log (<em>View Log</em>).</p>`,
    ],
  },
];

/**
 * The demo site manual: six sections written by the world director, several edited since, so
 * Manage Manual shows a real history. Stored through the manual's own pipeline (sanitized,
 * formulas rendered) and repository.
 */
export async function seedDemoManual(db: Db, worldDirectorId: number | undefined): Promise<void> {
  if (worldDirectorId === undefined) return;
  const now = Date.now();
  for (const [index, section] of SECTIONS.entries()) {
    const [first, ...later] = section.versions;
    const row = await insertSection(db, prepare(section.title, first ?? ""), worldDirectorId);
    let revision = 1;
    for (const html of later) {
      await saveRevision(db, row.id, revision, prepare(section.title, html), worldDirectorId, null);
      revision += 1;
    }
    // Spread the history over the past weeks, oldest revision first.
    const revisions = await db.select().from(manualRevisions).where(eq(manualRevisions.sectionId, row.id));
    for (const r of revisions) {
      const at = new Date(now - ((SECTIONS.length - index) * 5 + (revision - r.number) * 3) * DAY);
      await db.update(manualRevisions).set({ createdAt: at }).where(eq(manualRevisions.id, r.id));
    }
  }
}
