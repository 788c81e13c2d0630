import { DEMO_LEVELS, type DemoCourseContent } from "../demo-course.ts";

/**
 * "English Language & Literature": Writing with Purpose, chapter 1 "Sentences and Paragraphs"
 * (what makes a sentence, punctuation that guides the reader, a persuasive paragraph).
 */

const sentences = String.raw`<h2>What makes a sentence</h2>
<p>A <strong>sentence</strong> expresses a complete thought. It needs a <strong>subject</strong> (who or what the sentence is about) and a <strong>verb</strong> (what the subject does or is). In <em>The river flooded the town</em>, the subject is <em>the river</em> and the verb is <em>flooded</em>.</p>
<h3>Clauses</h3>
<p>A <strong>clause</strong> is a group of words with its own subject and verb. A <strong>main clause</strong> makes sense on its own: <em>The bell rang.</em> A <strong>subordinate clause</strong> depends on a main clause and usually begins with a word such as <em>because, although, when, if</em> or <em>while</em>: <em>because the lesson had ended</em> is not a sentence by itself.</p>
<h3>Three kinds of sentence</h3>
<table>
<thead><tr><th>Kind</th><th>What it has</th><th>Example</th></tr></thead>
<tbody>
<tr><td>simple</td><td>one main clause</td><td>The bell rang.</td></tr>
<tr><td>compound</td><td>two main clauses joined by <em>and, but, or, so</em></td><td>The bell rang, and the students left.</td></tr>
<tr><td>complex</td><td>a main clause and a subordinate clause</td><td>Although the bell rang, nobody moved.</td></tr>
</tbody>
</table>
<p>Good writers mix all three. A run of short simple sentences feels tense and urgent; longer complex sentences let you explain causes and conditions.</p>
<h3>Two common errors</h3>
<ul>
<li>A <strong>fragment</strong> is punctuated like a sentence but is not one: <em>Because it was raining.</em> Join it to a main clause: <em>We stayed in because it was raining.</em></li>
<li>A <strong>comma splice</strong> joins two main clauses with only a comma: <em>It was late, we went home.</em> Use a full stop, a semicolon, or a joining word: <em>It was late, so we went home.</em></li>
</ul>
<h2>Try it</h2>
<p>Is this a sentence? <em>When the storm finally passed over the hills.</em></p>
<p><strong>Answer:</strong> No. It is a subordinate clause (it begins with <em>when</em>) with no main clause. For example: <em>When the storm finally passed over the hills, the farmers returned to their fields.</em></p>`;

const punctuation = String.raw`<h2>Punctuation that guides the reader</h2>
<p>Punctuation tells a reader where to pause and how ideas connect. Used well, it is invisible; used badly, it changes the meaning. Compare <em>Let's eat, Grandma!</em> with <em>Let's eat Grandma!</em></p>
<h3>Commas</h3>
<ul>
<li>Separate items in a list: <em>We packed bread, cheese, apples and water.</em></li>
<li>Mark off a subordinate clause that comes first: <em>When the film ended, the lights came on.</em></li>
<li>Enclose extra information, like a pair of brackets: <em>My brother, who lives in Accra, is a nurse.</em></li>
</ul>
<h3>Semicolons and colons</h3>
<p>A <strong>semicolon</strong> joins two closely linked main clauses without a joining word: <em>The shop was closed; we went home hungry.</em> A <strong>colon</strong> introduces what follows from the first part: a list, an explanation or an example: <em>She had one ambition: to become a doctor.</em></p>
<h3>Apostrophes</h3>
<p>An apostrophe does one of two jobs. It shows <strong>omission</strong> (letters left out): <em>do not</em> becomes <em>don't</em>, <em>it is</em> becomes <em>it's</em>. Or it shows <strong>possession</strong>: <em>the girl's book</em> (one girl), <em>the girls' books</em> (several girls), <em>the children's toys</em> (a plural not ending in s).</p>
<blockquote>The possessive <em>its</em> has no apostrophe: <em>The dog wagged its tail.</em> Write <em>it's</em> only when you mean <em>it is</em> or <em>it has</em>.</blockquote>
<h2>Try it</h2>
<p>Correct the punctuation: <em>The teams coach said its been a long season we're tired but proud.</em></p>
<p><strong>Answer:</strong> <em>The team's coach said, "It's been a long season; we're tired but proud."</em></p>`;

const persuasion = String.raw`<h2>Writing a persuasive paragraph</h2>
<p>A persuasive paragraph tries to make the reader agree with a point of view. It works best with a clear structure that the reader can follow without effort. One reliable plan is <strong>PEEL</strong>:</p>
<ol>
<li><strong>Point</strong>: state your claim in one clear sentence.</li>
<li><strong>Evidence</strong>: support it with a fact, a statistic, an example or an expert's view.</li>
<li><strong>Explain</strong>: show how the evidence proves the point; do not leave the reader to work it out.</li>
<li><strong>Link</strong>: connect back to the question, or lead into the next paragraph.</li>
</ol>
<h3>Persuasive techniques</h3>
<ul>
<li><strong>Rhetorical questions</strong> make the reader think: <em>Who would choose a dirtier city?</em></li>
<li><strong>The rule of three</strong> gives rhythm and weight: <em>cleaner, safer and healthier</em>.</li>
<li><strong>Direct address</strong> speaks to the reader: <em>You</em> can make a difference.</li>
<li><strong>Counter-arguments</strong>, stated fairly and then answered, make you sound reasonable.</li>
</ul>
<h2>A model paragraph</h2>
<p><em>Our school should plant a vegetable garden. At a neighbouring school, the garden that students started last year now supplies the canteen with tomatoes and greens every week. Growing their own food teaches students where a meal comes from and why fresh produce matters, lessons no textbook can give. Some will say a garden costs too much, but seeds are cheap and the harvest could supply the canteen. A garden would make us healthier, wiser and prouder of our school.</em></p>
<p>Notice the point in the first sentence, the evidence in the second, the explanation in the third, a counter-argument answered in the fourth, and a link that ends with the rule of three. (The neighbouring school is invented for this model: in your own writing, use evidence you can name.)</p>
<h2>Try it</h2>
<p>Write a PEEL paragraph arguing that homework should be limited to one hour a night. Check that each of the four parts is there.</p>`;

export const ENGLISH_SYLLABUS: DemoCourseContent = {
  subjects: [
    {
      title: "Writing with Purpose",
      levels: [...DEMO_LEVELS],
      chapters: [
        {
          number: 1,
          title: "Sentences and Paragraphs",
          tutorials: [
            { topic: "What makes a sentence", level: "Foundation", difficulty: 1, freePreview: true, html: sentences },
            {
              topic: "Punctuation that guides the reader",
              level: "Foundation",
              difficulty: 2,
              freePreview: false,
              html: punctuation,
            },
            {
              topic: "Writing a persuasive paragraph",
              level: "Intermediate",
              difficulty: 3,
              freePreview: false,
              html: persuasion,
            },
          ],
        },
      ],
    },
  ],
};
