import { describe, expect, it } from "vitest";
import { menuFor } from "./menus.ts";
import { MENU_KINDS } from "./roles.ts";

const titles = (kind: (typeof MENU_KINDS)[number]) => menuFor(kind).entries.map((e) => `${e.title} ${e.url}`);

describe("the menus of spec §2", () => {
  it("gives each kind its title", () => {
    expect(MENU_KINDS.map((k) => menuFor(k).title)).toEqual([
      "Tutorials & Quizzes",
      "Dash Board",
      "Control Menu",
      "Dash Board",
      "Control Menu",
      "Control Menu",
      "Control Menu",
      "Command Center",
    ]);
    expect(menuFor("AppPages", "My School").title).toBe("My School");
  });

  it("lists the public and student entries in the spec's order", () => {
    expect(titles("AppPages")).toEqual([
      "Home /home",
      "Sign Up /login/two",
      "Login /login/one",
      "Writing Equations /viewlatexexamples",
      "Drawing Diagrams /viewtikzexamples",
      "HTML Formatting /htmlformatting",
      "Check Assessment /checkresult",
    ]);
    expect(titles("User")).toEqual([
      "Home /home",
      "My Profile /userprofile/one",
      "My Courses /mysubscriptions",
      "Writing Equations /viewlatexexamples",
      "Drawing Diagrams /viewtikzexamples",
      "HTML Formatting /htmlformatting",
    ]);
    expect(titles("PreTeacher")).toEqual(["Home /home", "Uprage My Account /upgradetotutor", "Logout /logout"]);
  });

  it("nests the world director's Site Settings group", () => {
    const menu = menuFor("WorldDirector");
    const group = menu.entries.at(-1);
    expect(menu.entries.map((e) => e.title)).toEqual([
      "Home",
      "General Settings",
      "View Log",
      "Estimator",
      "Logout",
      "Site Settings",
    ]);
    expect(group?.children.map((c) => `${c.title} ${c.url}`)).toEqual([
      "Add Teacher /addteacherbackend",
      "Manage Latex /addlatexsymbol",
      "Manage Tikz /addtikzexamples",
      "Course Order /courseordering",
      "Set Exchange Rate /setcountry",
      "Manage Manual /manualupdate",
    ]);
    expect(menu.entries.every((e) => e.open === false)).toBe(true);
  });
});
