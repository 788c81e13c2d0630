import type { MenuKind } from "./roles.ts";

/** A side-menu entry exactly as the spec describes it: title, url, icon, open, children. */
export interface MenuEntry {
  title: string;
  url: string;
  /** Name of the icon; the web app maps names to icon components. */
  icon: MenuIcon;
  open: boolean;
  children: MenuEntry[];
}

export type MenuIcon =
  | "home"
  | "signup"
  | "login"
  | "logout"
  | "equation"
  | "diagram"
  | "html"
  | "certificate"
  | "profile"
  | "courses"
  | "upgrade"
  | "wards"
  | "manual"
  | "tutorials"
  | "report"
  | "settings"
  | "contact"
  | "log"
  | "estimator"
  | "teacher"
  | "latex"
  | "tikz"
  | "order"
  | "exchange";

export interface Menu {
  title: string;
  entries: MenuEntry[];
}

export const DEFAULT_SITE_TITLE = "Tutorials & Quizzes";

function entry(title: string, url: string, icon: MenuIcon, children: MenuEntry[] = []): MenuEntry {
  return { title, url, icon, open: false, children };
}

const home = entry("Home", "/home", "home");
const profile = entry("My Profile", "/userprofile/one", "profile");
const manual = entry("Site Manual", "/manual", "manual");
const logout = entry("Logout", "/logout", "logout");
const helpers = [
  entry("Writing Equations", "/viewlatexexamples", "equation"),
  entry("Drawing Diagrams", "/viewtikzexamples", "diagram"),
  entry("HTML Formatting", "/htmlformatting", "html"),
];

/**
 * The eight menus of spec §2, entries in the spec's order. The public title follows the
 * site-title setting (PRODUCT.md §6), hence the parameter.
 */
export function menuFor(kind: MenuKind, siteTitle: string = DEFAULT_SITE_TITLE): Menu {
  switch (kind) {
    case "AppPages":
      return {
        title: siteTitle,
        entries: [
          home,
          entry("Sign Up", "/login/two", "signup"),
          entry("Login", "/login/one", "login"),
          ...helpers,
          entry("Check Assessment", "/checkresult", "certificate"),
        ],
      };
    case "User":
      return {
        title: "Dash Board",
        entries: [home, profile, entry("My Courses", "/mysubscriptions", "courses"), ...helpers],
      };
    case "PreTeacher":
      // "Uprage" is the spec's own spelling of this entry; the menu is a contract (spec §2).
      return {
        title: "Control Menu",
        entries: [home, entry("Uprage My Account", "/upgradetotutor", "upgrade"), logout],
      };
    case "Guardian":
      return { title: "Dash Board", entries: [home, entry("My Wards", "/guardianpage", "wards"), logout] };
    case "Teacher":
      return {
        title: "Control Menu",
        entries: [home, profile, entry("Manage Courses", "/courses", "courses"), manual, ...helpers, logout],
      };
    case "TeachingAssistant":
      return {
        title: "Control Menu",
        entries: [
          home,
          profile,
          entry("Manage Tutorials", "/managetutorials", "tutorials"),
          entry("Report Generator", "/assessment", "report"),
          ...helpers,
          manual,
          logout,
        ],
      };
    case "CountryDirector":
      return {
        title: "Control Menu",
        entries: [
          home,
          profile,
          entry("General Settings", "/generalsettings", "settings"),
          entry("Contact", "/contactus", "contact"),
          logout,
        ],
      };
    case "WorldDirector":
      return {
        title: "Command Center",
        entries: [
          home,
          entry("General Settings", "/generalsettings", "settings"),
          entry("View Log", "/viewlog", "log"),
          entry("Estimator", "/estimator", "estimator"),
          logout,
          entry("Site Settings", "", "settings", [
            entry("Add Teacher", "/addteacherbackend", "teacher"),
            entry("Manage Latex", "/addlatexsymbol", "latex"),
            entry("Manage Tikz", "/addtikzexamples", "tikz"),
            entry("Course Order", "/courseordering", "order"),
            entry("Set Exchange Rate", "/setcountry", "exchange"),
            entry("Manage Manual", "/manualupdate", "manual"),
          ]),
        ],
      };
  }
}
