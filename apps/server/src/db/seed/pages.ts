/** Starting text of the director-authored pages; directors rewrite them in General Settings. */
export const SEED_PAGES = {
  aboutus: {
    title: "About us",
    html: `<h2>Learning that fits around you</h2>
<p>Tutorials &amp; Quizzes is an open-source learning platform. Students read carefully written tutorials, with equations and diagrams, and check what they have learnt with chapter and subject quizzes.</p>
<p>Guardians follow their wards' progress; teachers and teaching assistants write courses, mark answers and publish assessment reports.</p>
<h3>Our promise</h3>
<ul><li>Your work is saved as you go.</li><li>Every result carries a verification code that anyone can check.</li><li>Prices are shown in your own currency.</li></ul>`,
  },
  termsofservice: {
    title: "Terms of service",
    html: `<h2>Terms of service</h2>
<p>By creating an account you agree to use the platform for learning and teaching, to keep your password to yourself, and to respect the work of other members.</p>
<h3>Subscriptions</h3>
<p>A subscription gives access to a course for the period shown at checkout. It can be renewed before or after it ends.</p>
<h3>Content</h3>
<p>Tutorials and quizzes belong to their authors. Do not copy them outside the platform without permission.</p>`,
  },
  privacypolicy: {
    title: "Privacy policy",
    html: `<h2>Privacy policy</h2>
<p>We keep the details you give us (name, email, country, profession) to run your account, and your progress and results to show them to you, your guardians and your teachers.</p>
<p>We never sell personal data. Passwords are stored only as strong one-way hashes.</p>
<p>Ask us at any time for a copy of your data or for its removal, through the Contact page.</p>`,
  },
} as const;
