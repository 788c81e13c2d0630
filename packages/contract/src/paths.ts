import type { Role } from "./roles.ts";

/**
 * Every route of the spec (§2), in the spec's order, with its parameters.
 * `guard` is the spec's [G] (login required, else redirect to /login/one);
 * `roles` is our added role check (PRODUCT.md §1): a signed-in user of another role
 * sees a "not allowed" page. Routes without `guard` but with `roles` show a sign-in
 * prompt inline instead of redirecting, as the spec does not guard them.
 */
export interface RouteDef {
  id: string;
  pattern: string;
  guard?: true;
  roles?: readonly Role[];
}

const SIGNED_IN = undefined;
const STAFF: readonly Role[] = ["teacher", "teachingassistant", "countrydirector", "worlddirector"];
const AUTHORS: readonly Role[] = ["teacher", "teachingassistant", "worlddirector"];
const TEACHERS: readonly Role[] = ["teacher", "worlddirector"];
const DIRECTORS: readonly Role[] = ["countrydirector", "worlddirector"];
const WORLD: readonly Role[] = ["worlddirector"];

export const ROUTES = [
  { id: "folder", pattern: "folder/:id" },
  { id: "home", pattern: "home" },
  { id: "login", pattern: "login/:checkedtype" },
  { id: "logout", pattern: "logout" },
  { id: "dashboard", pattern: "dashboard", guard: true, roles: SIGNED_IN },
  { id: "generalsettings", pattern: "generalsettings", guard: true, roles: DIRECTORS },
  { id: "users", pattern: "users", guard: true, roles: DIRECTORS },
  { id: "addteacherbackend", pattern: "addteacherbackend", guard: true, roles: WORLD },
  { id: "addlatexsymbol", pattern: "addlatexsymbol", guard: true, roles: WORLD },
  { id: "viewlog", pattern: "viewlog", guard: true, roles: WORLD },
  { id: "userprofile", pattern: "userprofile/:checkedtype", guard: true, roles: SIGNED_IN },
  { id: "userpage", pattern: "userpage/:id" },
  { id: "courses", pattern: "courses", guard: true, roles: TEACHERS },
  { id: "managetutorials", pattern: "managetutorials", guard: true, roles: AUTHORS },
  { id: "teachingassistant", pattern: "teachingassistant", guard: true, roles: TEACHERS },
  { id: "viewlatexexamples", pattern: "viewlatexexamples" },
  { id: "subjects", pattern: "subjects/:courseid/:coursename", guard: true, roles: AUTHORS },
  { id: "levels", pattern: "levels/:subjectid/:subjectname", guard: true, roles: AUTHORS },
  { id: "subjecttutorial", pattern: "subjecttutorial/:courseid/:coursename", guard: true, roles: AUTHORS },
  { id: "tutorial", pattern: "tutorial/:subjectid/:subjectname/:courseid/:coursename", guard: true, roles: AUTHORS },
  { id: "chapterquizresults", pattern: "chapterquizresults" },
  { id: "readtutorial", pattern: "readtutorial", guard: true, roles: STAFF },
  {
    id: "chapterquizview",
    pattern:
      "chapterquizview/:quizId/:accessType/:sectionToShowFirst/:tutorialId/:tutorialTitle/:levelId/:difficulty/:courseId/:courseName/:courseLogoUrl/:subjectName/:chapterId/:subjectId",
  },
  {
    id: "chapterquiz",
    pattern: "chapterquiz/:chapterId/:chapterNumber/:courseId/:subjectId/:subjectName",
    guard: true,
    roles: AUTHORS,
  },
  {
    id: "chaptersetquestions",
    pattern: "chaptersetquestions/:sectionId/:testId/:subjectId",
    guard: true,
    roles: AUTHORS,
  },
  { id: "howtousekeywords", pattern: "howtousekeywords", guard: true, roles: STAFF },
  {
    id: "chaptersuboptions",
    pattern: "chaptersuboptions/:answerId/:answerOption/:subjectId",
    guard: true,
    roles: AUTHORS,
  },
  { id: "coursetutorials", pattern: "coursetutorials" },
  {
    id: "chapterquizdisplay",
    pattern:
      "chapterquizdisplay/:quizId/:quizTitle/:tutorialId/:tutorialTitle/:levelId/:difficulty/:courseId/:courseName/:subjectName/:chapterId/:subjectId",
  },
  { id: "subjectsview", pattern: "subjectsview/:courseId/:courseName" },
  { id: "topicsview", pattern: "topicsview/:courseId/:courseName/:firstSubjectName/:firstSubjectId" },
  {
    id: "tutorialview",
    pattern: "tutorialview/:tutorialId/:levelId/:difficulty/:index/:courseId/:courseName/:subjectName/:subjectId",
  },
  { id: "mysubscriptions", pattern: "mysubscriptions", guard: true, roles: ["student"] },
  {
    id: "coursemates",
    pattern: "coursemates/:courseId/:tutorId",
    guard: true,
    roles: ["student", "teacher", "teachingassistant", "worlddirector"],
  },
  { id: "passwordreset", pattern: "passwordreset", guard: true, roles: SIGNED_IN },
  { id: "setpassword", pattern: "setpassword/:email/:token" },
  { id: "aboutus", pattern: "aboutus" },
  { id: "contactus", pattern: "contactus" },
  { id: "termsofservice", pattern: "termsofservice" },
  { id: "privacypolicy", pattern: "privacypolicy" },
  { id: "forgotpassword", pattern: "forgotpassword" },
  { id: "quizzes", pattern: "quizzes" },
  {
    id: "subjectquizzesmanagement",
    pattern: "subjectquizzesmanagement/:subjectId/:subjectName/:courseId/:coursename",
    guard: true,
    roles: AUTHORS,
  },
  { id: "subjectrecordviewmanagement", pattern: "subjectrecordviewmanagement", guard: true, roles: AUTHORS },
  { id: "viewsubjectivesmanagement", pattern: "viewsubjectivesmanagement", guard: true, roles: AUTHORS },
  { id: "subjectquizview", pattern: "subjectquizview" },
  {
    id: "subjectquiz",
    pattern: "subjectquiz/:subjectId/:subjectname/:courseId/:coursename",
    guard: true,
    roles: AUTHORS,
  },
  { id: "subjectselectors", pattern: "subjectselectors/:sectionId/:subjectId/:quizId", guard: true, roles: AUTHORS },
  {
    id: "subjectsetquestions",
    pattern: "subjectsetquestions/:sectionId/:testId/:subjectId",
    guard: true,
    roles: AUTHORS,
  },
  {
    id: "subjectsuboptions",
    pattern: "subjectsuboptions/:answerId/:answerOption/:subjectId",
    guard: true,
    roles: AUTHORS,
  },
  { id: "subjectquizzesstudent", pattern: "subjectquizzesstudent/:subjectId/:subjectName" },
  { id: "subjectrecordview", pattern: "subjectrecordview" },
  { id: "viewsubjectsubjectives", pattern: "viewsubjectsubjectives" },
  { id: "estimator", pattern: "estimator", guard: true, roles: WORLD },
  { id: "coursedetail", pattern: "coursedetail/:courseId" },
  { id: "studentrenewal", pattern: "studentrenewal/:courseId/:subscriptionId" },
  { id: "classroom", pattern: "classroom/:courseId/:tutorId" },
  { id: "setcountry", pattern: "setcountry", guard: true, roles: WORLD },
  { id: "courseordering", pattern: "courseordering", roles: WORLD },
  { id: "manual", pattern: "manual", roles: STAFF },
  { id: "manualupdate", pattern: "manualupdate", roles: WORLD },
  { id: "myassessmentreport", pattern: "myassessmentreport/:userId/:courseId" },
  { id: "assessment", pattern: "assessment", guard: true, roles: AUTHORS },
  { id: "reportgenerator", pattern: "reportgenerator/:courseId", roles: AUTHORS },
  { id: "upgradetotutor", pattern: "upgradetotutor", guard: true, roles: ["preteacher"] },
  { id: "addguardian", pattern: "addguardian/:wardId/:wardEmail/:wardFirstname/:wardLastname" },
  { id: "guardianpage", pattern: "guardianpage", roles: ["guardian"] },
  { id: "checkresult", pattern: "checkresult" },
  { id: "coursetutors", pattern: "coursetutors/:courseId" },
  { id: "edituserprofile", pattern: "edituserprofile/:userId/:courseName", roles: TEACHERS },
  { id: "htmlformatting", pattern: "htmlformatting" },
  {
    id: "adminquizview",
    pattern:
      "adminquizview/:quizId/:accessType/:sectionToShowFirst/:tutorialId/:tutorialTitle/:levelId/:difficulty/:courseId/:courseName/:courseLogoUrl/:subjectName/:chapterId",
    roles: AUTHORS,
  },
  { id: "adminsavedquiz", pattern: "adminsavedquiz/:userId/:quizId/:studentName", roles: AUTHORS },
  { id: "coursetas", pattern: "coursetas/:courseId", roles: TEACHERS },
  { id: "chaptersetscheme", pattern: "chaptersetscheme/:questionId", roles: AUTHORS },
  { id: "subjectsetscheme", pattern: "subjectsetscheme/:questionId", roles: AUTHORS },
  { id: "viewtikzexamples", pattern: "viewtikzexamples" },
  { id: "addtikzexamples", pattern: "addtikzexamples", roles: WORLD },
  { id: "mycompanies", pattern: "mycompanies", roles: DIRECTORS },
] as const satisfies readonly RouteDef[];

export type RouteId = (typeof ROUTES)[number]["id"];

const BY_ID = new Map<string, RouteDef>(ROUTES.map((r) => [r.id, r]));

export function routeDef(id: string): RouteDef | undefined {
  return BY_ID.get(id);
}

/** May a user with this role (or a visitor, `null`) open the route? */
export function routeAllows(def: RouteDef, role: Role | null): "ok" | "signin" | "forbidden" {
  const needsUser = def.guard === true || def.roles !== undefined;
  if (!needsUser) return "ok";
  if (role === null) return "signin";
  if (def.roles && !def.roles.includes(role)) return "forbidden";
  return "ok";
}

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

type PatternOf<Id extends RouteId> = Extract<(typeof ROUTES)[number], { id: Id }>["pattern"];

export type ParamsOf<Id extends RouteId> = { [K in ParamNames<PatternOf<Id>>]: string | number };

/** Builds "/pattern" with each parameter URL-encoded: `hrefTo("login", { checkedtype: "one" })`. */
export function hrefTo<Id extends RouteId>(
  id: Id,
  ...args: ParamNames<PatternOf<Id>> extends never ? [] : [ParamsOf<Id>]
): string {
  const def = BY_ID.get(id);
  if (!def) throw new Error(`Unknown route ${id}`);
  const params = (args[0] ?? {}) as Record<string, string | number>;
  const path = def.pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === "") throw new Error(`Missing parameter ${name} for ${id}`);
    return encodeURIComponent(String(value));
  });
  return `/${path}`;
}
