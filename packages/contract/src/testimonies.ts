import { z } from "zod";
import { plainText } from "./fields.ts";

// Testimonies (issue #6): a signed-in user writes one from their profile; the world director
// approves it; `home` shows the approved ones. Plain text everywhere: pages show it as text.

export const TESTIMONY_MAX = 600;

export const TESTIMONY_STATUSES = ["pending", "approved", "rejected", "unpublished"] as const;
export const TestimonyStatus = z.enum(TESTIMONY_STATUSES);
export type TestimonyStatus = z.infer<typeof TestimonyStatus>;

export const Rating = z
  .number({ error: "Choose 1 to 5 stars." })
  .int()
  .min(1, "Choose 1 to 5 stars.")
  .max(5, "Choose 1 to 5 stars.");

/** POST and PATCH /api/testimonies/mine: the text and, optionally, a rating. */
export const TestimonyBody = z.object({
  text: plainText(1, TESTIMONY_MAX, "Write a few words about your experience."),
  rating: Rating.nullable().optional(),
});
export type TestimonyBody = z.infer<typeof TestimonyBody>;

/** The author's own testimony. */
export const MyTestimony = z.object({
  id: z.number().int(),
  text: z.string(),
  rating: z.number().int().nullable(),
  status: TestimonyStatus,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MyTestimony = z.infer<typeof MyTestimony>;

/** GET /api/testimonies/mine: null until one is written (or after it was withdrawn). */
export const MyTestimonyAnswer = z.object({ testimony: MyTestimony.nullable() });
export type MyTestimonyAnswer = z.infer<typeof MyTestimonyAnswer>;

/** What `home` shows: first name and last initial, country, text. */
export const PublicTestimony = z.object({
  id: z.number().int(),
  name: z.string(),
  country: z.string(),
  text: z.string(),
  rating: z.number().int().nullable(),
});
export type PublicTestimony = z.infer<typeof PublicTestimony>;

/** GET /api/testimonies/public: the approved testimonies, latest approval first. */
export const PublicTestimonies = z.object({ testimonies: z.array(PublicTestimony) });
export type PublicTestimonies = z.infer<typeof PublicTestimonies>;

/** One testimony as the world director moderates it. */
export const ModeratedTestimony = MyTestimony.extend({
  author: z.object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    country: z.string(),
    role: z.string(),
  }),
  decidedAt: z.string().nullable(),
  decidedBy: z.string().nullable(),
});
export type ModeratedTestimony = z.infer<typeof ModeratedTestimony>;

/** GET /api/testimonies?status=: pending first when no status is given. */
export const TestimonyQuery = z.object({ status: TestimonyStatus.optional() });
export const ModerationList = z.object({ testimonies: z.array(ModeratedTestimony) });
export type ModerationList = z.infer<typeof ModerationList>;

export const TESTIMONY_DECISIONS = ["approve", "reject", "unpublish"] as const;
/** POST /api/testimonies/{id}/decision (world director). */
export const TestimonyDecision = z.object({
  decision: z.enum(TESTIMONY_DECISIONS, { error: "Choose approve, reject or unpublish." }),
});
export type TestimonyDecision = z.infer<typeof TestimonyDecision>;
