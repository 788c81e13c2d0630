import type { Role } from "@tq/contract/roles";
import type { Database } from "../../src/db/client.ts";
import { buildCourseTree } from "../catalog/catalog-factory.ts";
import { subscribe } from "./enrolment-factory.ts";
import { buildUser } from "../support/helpers.ts";
import type { MatrixCaller, MatrixEntries } from "../support/matrix-helpers.ts";

const DIRECTORS: readonly Role[] = ["countrydirector", "worlddirector"];

/**
 * Enrolment's rows of the authorization matrix (issue #5). Offers are public; subscribing,
 * renewing and one's own list are the students'; manual payments the directors' (the matrix's
 * users live in NG, so a country director records an NG student's payment). Every call gets a
 * fresh course or subscription, so no row depends on another's.
 */
export function enrolmentMatrix(database: () => Database): MatrixEntries {
  async function course() {
    const db = database();
    const owner = await buildUser(db, { role: "teacher" });
    return { owner, tree: await buildCourseTree(db, { ownerId: owner.id }) };
  }
  /** A paid subscription of the caller when a student (else of another student), to renew. */
  async function subscription(c: MatrixCaller) {
    const db = database();
    const { owner, tree } = await course();
    const student = c.caller === "student" ? c.user.id : (await buildUser(db, { role: "student" })).id;
    return (await subscribe(db, student, tree.course.id, { tutorId: owner.id })).subscription.id;
  }
  async function pendingPayment() {
    const db = database();
    const { owner, tree } = await course();
    const student = await buildUser(db, { role: "student", country: "NG" });
    return (await subscribe(db, student.id, tree.course.id, { tutorId: owner.id, status: "pending" })).payment.id;
  }
  return {
    "GET /api/enrolment/courses/:courseId/offer": {
      access: "public",
      request: async () => ({ url: `/api/enrolment/courses/${(await course()).tree.course.id}/offer?country=GB` }),
    },
    "POST /api/enrolment/checkout": {
      access: ["student"],
      request: async () => {
        const { owner, tree } = await course();
        return {
          url: "/api/enrolment/checkout",
          payload: { courseId: tree.course.id, tutorId: owner.id, provider: "demo" },
        };
      },
    },
    "GET /api/enrolment/subscriptions/mine": {
      access: ["student"],
      request: () => ({ url: "/api/enrolment/subscriptions/mine" }),
    },
    "POST /api/enrolment/subscriptions/:subscriptionId/renew": {
      access: ["student"],
      request: async (c) => ({
        url: `/api/enrolment/subscriptions/${await subscription(c)}/renew`,
        payload: { provider: "manual" },
      }),
    },
    "GET /api/enrolment/payments/pending": {
      access: DIRECTORS,
      request: () => ({ url: "/api/enrolment/payments/pending" }),
    },
    "POST /api/enrolment/payments/:paymentId/record": {
      access: DIRECTORS,
      request: async () => ({
        url: `/api/enrolment/payments/${await pendingPayment()}/record`,
        payload: { reference: "BANK-REF-1" },
      }),
    },
  };
}
