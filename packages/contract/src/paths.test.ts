import { describe, expect, it } from "vitest";
import { hrefTo, routeAllows, routeDef, ROUTES } from "./paths.ts";

describe("the route table", () => {
  it("holds every route of the spec once", () => {
    const ids = ROUTES.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ROUTES).toHaveLength(79);
    expect(routeDef("tutorialview")?.pattern).toBe(
      "tutorialview/:tutorialId/:levelId/:difficulty/:index/:courseId/:courseName/:subjectName/:subjectId",
    );
  });

  it("builds links with each parameter URL-encoded", () => {
    expect(hrefTo("login", { checkedtype: "one" })).toBe("/login/one");
    expect(hrefTo("subjects", { courseid: 4, coursename: "Maths & Physics/1" })).toBe(
      "/subjects/4/Maths%20%26%20Physics%2F1",
    );
    expect(() => hrefTo("login", { checkedtype: "" })).toThrow(/checkedtype/);
  });

  it("guards [G] routes and checks roles", () => {
    const dashboard = routeDef("dashboard");
    const settings = routeDef("generalsettings");
    const home = routeDef("home");
    if (!dashboard || !settings || !home) throw new Error("missing routes");
    expect(routeAllows(home, null)).toBe("ok");
    expect(routeAllows(dashboard, null)).toBe("signin");
    expect(routeAllows(dashboard, "guardian")).toBe("ok");
    expect(routeAllows(settings, "student")).toBe("forbidden");
    expect(routeAllows(settings, "countrydirector")).toBe("ok");
  });
});
