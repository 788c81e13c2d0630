import type { Role } from "@tq/contract/roles";
import type { Database } from "../../src/db/client.ts";
import { coursePrices, folderPages } from "../../src/db/schema/index.ts";
import { listPublishedCourses } from "../../src/modules/site/catalog-repo.ts";
import { buildCourseTree } from "../catalog/catalog-factory.ts";
import { buildUser } from "../support/helpers.ts";
import type { MatrixEntries } from "../support/matrix-helpers.ts";

const WORLD: readonly Role[] = ["worlddirector"];
const DIRECTORS: readonly Role[] = ["countrydirector", "worlddirector"];

/**
 * Issue #6's site administration rows (generalsettings, setcountry, courseordering, folder
 * pages). The matrix's callers all live in Nigeria, so the country rows name NG: its director
 * may act there, the world director anywhere (another country's refusal is in site-admin/*.test.ts).
 */
export function settingsMatrix(database: () => Database): MatrixEntries {
  const db = () => database().db;
  let course: Promise<number> | undefined;
  const aCourse = () =>
    (course ??= (async () => {
      const owner = await buildUser(database(), { role: "teacher" });
      return (await buildCourseTree(database(), { ownerId: owner.id })).course.id;
    })());
  async function folderPage(published: boolean): Promise<number> {
    const [row] = await db()
      .insert(folderPages)
      .values({ title: "Matrix page", html: "<p>Hello</p>", published })
      .returning({ id: folderPages.id });
    if (!row) throw new Error("no folder page");
    return row.id;
  }
  let nextCode = 0;
  // Codes no real country uses (X?): one fresh country per caller of POST /api/admin/countries.
  const freshCode = () => `X${String.fromCharCode(65 + (nextCode++ % 26))}`;
  const page = { title: "Matrix", html: "<p>Body</p>", published: true };
  return {
    "GET /api/admin/site-settings": { access: WORLD, request: () => ({ url: "/api/admin/site-settings" }) },
    "PUT /api/admin/site-settings": {
      access: WORLD,
      request: () => ({
        url: "/api/admin/site-settings",
        payload: {
          siteTitle: "Tutorials & Quizzes",
          supportEmail: "support@test.example",
          registrationOpen: true,
          baseCurrency: "USD",
          maintenanceBanner: "",
        },
      }),
    },
    "PUT /api/admin/pages/:key": {
      access: WORLD,
      request: () => ({ url: "/api/admin/pages/aboutus", payload: { title: "About us", html: "<p>Us</p>" } }),
    },
    "GET /api/admin/folder-pages": { access: WORLD, request: () => ({ url: "/api/admin/folder-pages" }) },
    "POST /api/admin/folder-pages": {
      access: WORLD,
      request: () => ({ url: "/api/admin/folder-pages", payload: page }),
    },
    "PUT /api/admin/folder-pages/:id": {
      access: WORLD,
      request: async () => ({ url: `/api/admin/folder-pages/${await folderPage(false)}`, payload: page }),
    },
    "DELETE /api/admin/folder-pages/:id": {
      access: WORLD,
      request: async () => ({ url: `/api/admin/folder-pages/${await folderPage(true)}` }),
    },
    "GET /api/folder/:id": {
      access: "public",
      request: async () => ({ url: `/api/folder/${await folderPage(true)}` }),
    },
    "GET /api/admin/countries/:code/settings": {
      access: DIRECTORS,
      request: () => ({ url: "/api/admin/countries/NG/settings" }),
    },
    "PUT /api/admin/countries/:code/contact": {
      access: DIRECTORS,
      request: () => ({
        url: "/api/admin/countries/NG/contact",
        payload: { contactEmail: "ng@test.example", contactPhone: "+234 1 555", contactAddress: "Lagos" },
      }),
    },
    "PUT /api/admin/countries/:code/prices/:courseId": {
      access: DIRECTORS,
      request: async () => ({
        url: `/api/admin/countries/NG/prices/${await aCourse()}`,
        payload: { amountMinor: 1_500_000 },
      }),
    },
    "DELETE /api/admin/countries/:code/prices/:courseId": {
      access: DIRECTORS,
      async request() {
        const courseId = await aCourse();
        await db()
          .insert(coursePrices)
          .values({ courseId, country: "NG", amountMinor: 1_000_000, currency: "NGN" })
          .onConflictDoNothing();
        return { url: `/api/admin/countries/NG/prices/${courseId}` };
      },
    },
    "GET /api/admin/countries": { access: WORLD, request: () => ({ url: "/api/admin/countries" }) },
    "POST /api/admin/countries": {
      access: WORLD,
      request: () => ({
        url: "/api/admin/countries",
        payload: { code: freshCode(), name: "Matrixland", currency: "XAF", exchangeRate: "600" },
      }),
    },
    "PATCH /api/admin/countries/:code": {
      access: WORLD,
      request: () => ({ url: "/api/admin/countries/NG", payload: { active: true } }),
    },
    "GET /api/admin/countries/:code/rate-history": {
      access: WORLD,
      request: () => ({ url: "/api/admin/countries/NG/rate-history" }),
    },
    "GET /api/admin/course-order": { access: WORLD, request: () => ({ url: "/api/admin/course-order" }) },
    "PUT /api/admin/course-order": {
      access: WORLD,
      async request() {
        await aCourse();
        const ids = (await listPublishedCourses(db())).map((c) => c.id);
        return { url: "/api/admin/course-order", payload: { ids } };
      },
    },
  };
}
