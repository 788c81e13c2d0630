import { DEMO_LEVELS, type DemoCourseContent } from "../demo-course.ts";

/**
 * "Physics for Secondary School": Mechanics, chapter 1 "Describing motion" (speed, acceleration
 * and the equations of motion, Newton's laws). HTML and LaTeX as in demo-course.ts.
 */

const speed = String.raw`<h2>Speed, distance and time</h2>
<p>Physics describes motion with numbers. The simplest is <strong>speed</strong>: how far something travels in each unit of time. If a car covers $120$ km in $2$ hours, it travels on average $60$ km in each hour, so its <strong>average speed</strong> is $60$ km/h.</p>
$$\text{average speed} = \frac{\text{distance travelled}}{\text{time taken}} \qquad v = \frac{d}{t}$$
<p>In science we measure distance in metres (m) and time in seconds (s), so speed is in metres per second (m/s). To change km/h into m/s, multiply by $1000$ (metres in a kilometre) and divide by $3600$ (seconds in an hour): $72$ km/h $= \frac{72 \times 1000}{3600} = 20$ m/s.</p>
<h3>Speed and velocity</h3>
<p><strong>Speed</strong> says only how fast. <strong>Velocity</strong> is speed in a stated direction, such as $20$ m/s due north. Quantities with a direction are called <strong>vectors</strong>; those without one are <strong>scalars</strong>. A runner going once round a $400$ m track at a steady pace keeps the same speed, but her velocity changes all the time, because her direction does.</p>
<h3>Distance–time graphs</h3>
<p>On a graph of distance (up) against time (across), the <strong>gradient</strong> is the speed. A straight sloping line means a steady speed; a horizontal line means the object is not moving; a steeper line means a faster speed.</p>
<h2>Worked example</h2>
<p>A cyclist rides $3.6$ km in $12$ minutes. Find her average speed in m/s.</p>
<ol>
<li>Convert to SI units: $d = 3.6 \times 1000 = 3600$ m and $t = 12 \times 60 = 720$ s.</li>
<li>Substitute: $v = \dfrac{3600}{720} = 5$ m/s.</li>
</ol>
<blockquote>Units first, arithmetic second: most wrong answers in motion problems come from mixing kilometres with metres or minutes with seconds.</blockquote>
<h2>Try it</h2>
<p>A train travels at $25$ m/s for $4$ minutes. How far does it go?</p>
<p><strong>Answer:</strong> $d = v \times t = 25 \times 240 = 6000$ m, or $6$ km.</p>`;

const acceleration = String.raw`<h2>Acceleration and the equations of motion</h2>
<p>When a velocity changes, the object <strong>accelerates</strong>. Acceleration is the change of velocity in each second:</p>
$$a = \frac{v - u}{t}$$
<p>Here $u$ is the initial velocity, $v$ the final velocity and $t$ the time taken. The unit is metres per second per second, m/s². A car that goes from rest to $20$ m/s in $8$ s has $a = \frac{20 - 0}{8} = 2.5$ m/s²: it gains $2.5$ m/s every second. A negative acceleration (slowing down) is often called a <strong>deceleration</strong>.</p>
<h3>Velocity–time graphs</h3>
<p>On a velocity–time graph the <strong>gradient</strong> is the acceleration and the <strong>area under the line</strong> is the distance travelled. For steady acceleration from $u$ to $v$, that area is a trapezium, so the distance is the average velocity times the time: $s = \frac{(u + v)}{2}t$.</p>
<h3>The equations of motion</h3>
<p>For a <em>constant</em> acceleration, these equations link displacement $s$, initial velocity $u$, final velocity $v$, acceleration $a$ and time $t$. Choose the one that contains the three quantities you know and the one you want:</p>
$$v = u + at \qquad s = ut + \tfrac{1}{2}at^2 \qquad v^2 = u^2 + 2as$$
<h2>Worked example</h2>
<p>A stone is dropped from rest down a well and hits the water after $2$ s. Take $g = 10$ m/s². How fast is it moving, and how deep is the water's surface?</p>
<ol>
<li>Known: $u = 0$, $a = 10$ m/s², $t = 2$ s.</li>
<li>Speed: $v = u + at = 0 + 10 \times 2 = 20$ m/s.</li>
<li>Depth: $s = ut + \frac{1}{2}at^2 = 0 + \frac{1}{2} \times 10 \times 2^2 = 20$ m.</li>
</ol>
<h2>Try it</h2>
<p>A car moving at $30$ m/s brakes with a deceleration of $5$ m/s². How far does it travel before it stops?</p>
<p><strong>Answer:</strong> $v^2 = u^2 + 2as$ with $v = 0$, $u = 30$, $a = -5$: $0 = 900 - 10s$, so $s = 90$ m.</p>`;

const newtonsLaws = String.raw`<h2>Newton's laws of motion</h2>
<p>Isaac Newton explained <em>why</em> things move as they do with three laws. A <strong>force</strong> is a push or a pull, measured in newtons (N). When several forces act, what matters is the <strong>resultant force</strong>: their combined effect, taking directions into account.</p>
<h3>The first law</h3>
<p>An object stays at rest, or keeps moving at a steady velocity in a straight line, unless a resultant force acts on it. A hockey puck glides a long way on ice because almost no force slows it. This tendency to keep doing what it was doing is called <strong>inertia</strong>.</p>
<h3>The second law</h3>
<p>A resultant force makes a mass accelerate. The bigger the force, the bigger the acceleration; the bigger the mass, the smaller the acceleration:</p>
$$F = ma$$
<p>with $F$ in newtons, $m$ in kilograms and $a$ in m/s². One newton is the force that gives a $1$ kg mass an acceleration of $1$ m/s². <strong>Weight</strong> is the force of gravity on a mass: $W = mg$, with $g \approx 10$ N/kg near the Earth's surface.</p>
<h3>The third law</h3>
<p>When object A pushes on object B, B pushes back on A with a force of the same size in the opposite direction. The two forces act on <em>different</em> objects, so they never cancel each other out. A swimmer pushes the water backwards; the water pushes the swimmer forwards.</p>
<h2>Worked example</h2>
<p>A $1200$ kg car's engine gives a driving force of $3000$ N while friction and air resistance total $600$ N. Find its acceleration.</p>
<ol>
<li>Resultant force: $3000 - 600 = 2400$ N forwards.</li>
<li>Rearrange $F = ma$: $a = \dfrac{F}{m} = \dfrac{2400}{1200} = 2$ m/s².</li>
</ol>
<blockquote>Use the <em>resultant</em> force in $F = ma$, never just the largest force on the diagram.</blockquote>
<h2>Try it</h2>
<p>What resultant force gives a $50$ kg crate an acceleration of $0.4$ m/s²?</p>
<p><strong>Answer:</strong> $F = ma = 50 \times 0.4 = 20$ N.</p>`;

export const PHYSICS_SYLLABUS: DemoCourseContent = {
  subjects: [
    {
      title: "Mechanics",
      levels: [...DEMO_LEVELS],
      chapters: [
        {
          number: 1,
          title: "Describing Motion",
          tutorials: [
            { topic: "Speed, distance and time", level: "Foundation", difficulty: 1, freePreview: true, html: speed },
            {
              topic: "Acceleration and the equations of motion",
              level: "Intermediate",
              difficulty: 3,
              freePreview: false,
              html: acceleration,
            },
            {
              topic: "Newton's laws of motion",
              level: "Intermediate",
              difficulty: 2,
              freePreview: false,
              html: newtonsLaws,
            },
          ],
        },
      ],
    },
  ],
};
