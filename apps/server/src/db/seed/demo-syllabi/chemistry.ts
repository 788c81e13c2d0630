import { DEMO_LEVELS, type DemoCourseContent } from "../demo-course.ts";

/**
 * "Chemistry Essentials": Atomic Structure, chapter 1 "Atoms and Reactions" (inside the atom,
 * electron shells and the periodic table, balancing equations). HTML and LaTeX as in demo-course.ts.
 */

const insideTheAtom = String.raw`<h2>Inside the atom</h2>
<p>Everything around you is made of <strong>atoms</strong>, far too small to see: about ten million of them would fit side by side across the full stop at the end of this sentence. An atom has a tiny, dense <strong>nucleus</strong> at its centre, with <strong>electrons</strong> moving around it.</p>
<table>
<thead><tr><th>Particle</th><th>Where it is</th><th>Relative mass</th><th>Relative charge</th></tr></thead>
<tbody>
<tr><td>proton</td><td>nucleus</td><td>$1$</td><td>$+1$</td></tr>
<tr><td>neutron</td><td>nucleus</td><td>$1$</td><td>$0$</td></tr>
<tr><td>electron</td><td>shells around the nucleus</td><td>about $\frac{1}{1840}$</td><td>$-1$</td></tr>
</tbody>
</table>
<p>An atom has as many electrons as protons, so its charges cancel and the atom as a whole is neutral.</p>
<h3>Atomic number and mass number</h3>
<p>The <strong>atomic number</strong> $Z$ is the number of protons. It decides which element the atom is: every carbon atom has $6$ protons, every oxygen atom $8$. The <strong>mass number</strong> $A$ is the number of protons plus neutrons, the particles that give the atom almost all its mass. So the number of neutrons is</p>
$$N = A - Z$$
<p>Chemists write an atom as $^{A}_{Z}\text{X}$. For example $^{23}_{11}\text{Na}$ is a sodium atom with $11$ protons, $11$ electrons and $23 - 11 = 12$ neutrons.</p>
<h3>Isotopes</h3>
<p>Atoms of the same element with different numbers of neutrons are <strong>isotopes</strong>. Carbon-12 and carbon-14 both have $6$ protons, but carbon-14 has $8$ neutrons instead of $6$. Isotopes react in the same way, because chemistry depends on the electrons, not the neutrons.</p>
<h2>Worked example</h2>
<p>How many protons, neutrons and electrons are in an atom of $^{35}_{17}\text{Cl}$?</p>
<ol>
<li>Protons: the atomic number, $17$.</li>
<li>Electrons: the same as the protons in a neutral atom, $17$.</li>
<li>Neutrons: $35 - 17 = 18$.</li>
</ol>
<h2>Try it</h2>
<p>An atom has $13$ protons and mass number $27$. Which element is it, and how many neutrons does it have?</p>
<p><strong>Answer:</strong> atomic number $13$ is aluminium; it has $27 - 13 = 14$ neutrons.</p>`;

const shells = String.raw`<h2>Electron shells and the periodic table</h2>
<p>Electrons occupy <strong>shells</strong> (energy levels) around the nucleus, filling the innermost shell first. For the first twenty elements, the first shell holds at most $2$ electrons, and the second and third hold up to $8$ each.</p>
<table>
<thead><tr><th>Element</th><th>Protons</th><th>Electron arrangement</th></tr></thead>
<tbody>
<tr><td>lithium</td><td>$3$</td><td>2, 1</td></tr>
<tr><td>oxygen</td><td>$8$</td><td>2, 6</td></tr>
<tr><td>sodium</td><td>$11$</td><td>2, 8, 1</td></tr>
<tr><td>chlorine</td><td>$17$</td><td>2, 8, 7</td></tr>
<tr><td>calcium</td><td>$20$</td><td>2, 8, 8, 2</td></tr>
</tbody>
</table>
<h3>Reading the periodic table</h3>
<p>The periodic table lists the elements in order of atomic number. Its rows are <strong>periods</strong>: the period number is the number of occupied shells. Its columns are <strong>groups</strong>: for the main groups, the group number is the number of electrons in the outer shell. Sodium (2, 8, 1) is therefore in period 3, group 1.</p>
<p>The outer electrons take part in reactions, so elements of the same group react alike. The group 1 metals (lithium, sodium, potassium) all have one outer electron that they lose easily, and all react vigorously with water. The group 0 (or 18) noble gases have full outer shells and hardly react at all.</p>
<h2>Worked example</h2>
<p>Magnesium has atomic number $12$. Write its electron arrangement and find its group and period.</p>
<ol>
<li>Fill the shells in order: $2$, then $8$, then the remaining $12 - 10 = 2$. Arrangement: 2, 8, 2.</li>
<li>Three occupied shells: period 3. Two outer electrons: group 2.</li>
</ol>
<h2>Try it</h2>
<p>Write the electron arrangement of aluminium ($Z = 13$) and state its group.</p>
<p><strong>Answer:</strong> 2, 8, 3: group 3 (group 13 in the modern numbering), period 3.</p>`;

const equations = String.raw`<h2>Balancing chemical equations</h2>
<p>In a chemical reaction atoms are rearranged, never created or destroyed. This is the <strong>conservation of mass</strong>: the total mass of the products equals the total mass of the reactants. A chemical equation shows it by having the same number of atoms of each element on both sides.</p>
<h3>How to balance an equation</h3>
<ol>
<li>Write the correct formulas of the reactants and products. Never change a formula to make an equation balance: $\text{H}_2\text{O}$ is water, $\text{H}_2\text{O}_2$ is a different substance.</li>
<li>Count the atoms of each element on both sides.</li>
<li>Put numbers (coefficients) <em>in front of</em> formulas to even out the counts, one element at a time. Leave elements that appear on their own, like $\text{O}_2$, until last.</li>
<li>Check every element again.</li>
</ol>
<h2>Worked example</h2>
<p>Balance the burning of methane: $\text{CH}_4 + \text{O}_2 \rightarrow \text{CO}_2 + \text{H}_2\text{O}$.</p>
<ol>
<li>Carbon: $1$ on each side, balanced.</li>
<li>Hydrogen: $4$ on the left, $2$ on the right. Put a $2$ in front of the water: $\text{CH}_4 + \text{O}_2 \rightarrow \text{CO}_2 + 2\text{H}_2\text{O}$.</li>
<li>Oxygen: now $2 + 2 = 4$ on the right but $2$ on the left. Put a $2$ in front of the oxygen.</li>
</ol>
$$\text{CH}_4 + 2\text{O}_2 \rightarrow \text{CO}_2 + 2\text{H}_2\text{O}$$
<p>Check: $1$ C, $4$ H and $4$ O on each side.</p>
<h3>State symbols</h3>
<p>Equations often add the state of each substance: (s) solid, (l) liquid, (g) gas and (aq) dissolved in water. For example $\text{Zn(s)} + 2\text{HCl(aq)} \rightarrow \text{ZnCl}_2\text{(aq)} + \text{H}_2\text{(g)}$.</p>
<h2>Try it</h2>
<p>Balance $\text{Mg} + \text{O}_2 \rightarrow \text{MgO}$.</p>
<p><strong>Answer:</strong> $2\text{Mg} + \text{O}_2 \rightarrow 2\text{MgO}$: two magnesium and two oxygen atoms on each side.</p>`;

export const CHEMISTRY_SYLLABUS: DemoCourseContent = {
  subjects: [
    {
      title: "Atomic Structure",
      levels: [...DEMO_LEVELS],
      chapters: [
        {
          number: 1,
          title: "Atoms and Reactions",
          tutorials: [
            { topic: "Inside the atom", level: "Foundation", difficulty: 1, freePreview: true, html: insideTheAtom },
            {
              topic: "Electron shells and the periodic table",
              level: "Intermediate",
              difficulty: 2,
              freePreview: false,
              html: shells,
            },
            {
              topic: "Balancing chemical equations",
              level: "Intermediate",
              difficulty: 3,
              freePreview: false,
              html: equations,
            },
          ],
        },
      ],
    },
  ],
};
