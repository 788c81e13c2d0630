import { index, route, type RouteConfig } from "@react-router/dev/routes";
import { ROUTES, type RouteId } from "@tq/contract/paths";

/**
 * THE route table: every path of the spec (§2) in the spec's order, from the contract's ROUTES
 * so paths, parameters and ids cannot drift. Screens built so far have their own module; the
 * others share one honest "not available yet" screen, each with its own route id.
 */
const SCREENS: Partial<Record<RouteId, string>> = {
  home: "routes/home.tsx",
  login: "routes/login.tsx",
  logout: "routes/logout.tsx",
  dashboard: "routes/dashboard.tsx",
  userprofile: "routes/user-profile.tsx",
  passwordreset: "routes/password-reset.tsx",
  setpassword: "routes/set-password.tsx",
  aboutus: "routes/public-page.tsx",
  contactus: "routes/contact-us.tsx",
  termsofservice: "routes/public-page.tsx",
  privacypolicy: "routes/public-page.tsx",
  forgotpassword: "routes/forgot-password.tsx",
  viewlatexexamples: "routes/view-latex-examples.tsx",
  viewtikzexamples: "routes/view-tikz-examples.tsx",
  htmlformatting: "routes/html-formatting.tsx",
  addlatexsymbol: "routes/add-latex-symbol.tsx",
  addtikzexamples: "routes/add-tikz-examples.tsx",
  tutorialview: "routes/tutorial-view.tsx",
  courses: "routes/manage-courses.tsx",
  managetutorials: "routes/manage-tutorials.tsx",
  subjects: "routes/subjects.tsx",
  levels: "routes/levels.tsx",
  subjecttutorial: "routes/subject-tutorial.tsx",
  tutorial: "routes/tutorial-manager.tsx",
  readtutorial: "routes/read-tutorial.tsx",
  coursetutorials: "routes/course-tutorials.tsx",
  subjectsview: "routes/subjects-view.tsx",
  topicsview: "routes/topics-view.tsx",
  coursedetail: "routes/course-detail.tsx",
  howtousekeywords: "routes/how-to-use-keywords.tsx",
  viewsubjectivesmanagement: "routes/view-subjectives-management.tsx",
  chapterquiz: "routes/chapter-quiz.tsx",
  chaptersetquestions: "routes/chapter-set-questions.tsx",
  chaptersuboptions: "routes/chapter-sub-options.tsx",
  chaptersetscheme: "routes/chapter-set-scheme.tsx",
  subjectquizzesmanagement: "routes/subject-quizzes-management.tsx",
  subjectquiz: "routes/subject-quiz.tsx",
  subjectsetquestions: "routes/subject-set-questions.tsx",
  subjectsuboptions: "routes/subject-sub-options.tsx",
  subjectsetscheme: "routes/subject-set-scheme.tsx",
  subjectselectors: "routes/subject-selectors.tsx",
  quizzes: "routes/quizzes.tsx",
  chapterquizdisplay: "routes/chapter-quiz-display.tsx",
  chapterquizview: "routes/chapter-quiz-view.tsx",
  subjectquizview: "routes/subject-quiz-view.tsx",
  checkresult: "routes/check-result.tsx",
  adminsavedquiz: "routes/admin-saved-quiz.tsx",
  chapterquizresults: "routes/chapter-quiz-results.tsx",
  subjectrecordview: "routes/subject-record-view.tsx",
  subjectrecordviewmanagement: "routes/subject-record-view-management.tsx",
  viewsubjectsubjectives: "routes/view-subject-subjectives.tsx",
  subjectquizzesstudent: "routes/subject-quizzes-student.tsx",
  adminquizview: "routes/admin-quiz-view.tsx",
};

export default [
  // "An empty path redirects to home" (spec §2).
  index("routes/index-redirect.tsx", { id: "index" }),
  ...ROUTES.map((r) => route(r.pattern, SCREENS[r.id] ?? "routes/not-available.tsx", { id: r.id })),
  route("*", "routes/not-found.tsx", { id: "not-found" }),
] satisfies RouteConfig;
