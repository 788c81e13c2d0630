import type { FastifyInstance } from "fastify";
import {
  AuthoringChapter,
  AuthoringLevel,
  AuthoringSubject,
  ChapterBody,
  ChapterList,
  LevelBody,
  LevelList,
  SubjectBody,
  SubjectList,
} from "@tq/contract/authoring";
import { partRoutes } from "./part-routes.ts";
import { chapterService, levelService, subjectService } from "./structure-service.ts";

/** Subjects, levels and chapters of a course (its owner or the world director). */
export function structureRoutes(app: FastifyInstance): void {
  partRoutes(app, {
    kind: "subject",
    parent: "course",
    body: SubjectBody,
    part: AuthoringSubject,
    list: SubjectList,
    summaries: {
      create: "Add a subject (last)",
      remove: "Delete a subject without chapters",
      order: "Reorder the course's subjects (every id once)",
    },
    service: subjectService,
  });
  partRoutes(app, {
    kind: "level",
    parent: "subject",
    body: LevelBody,
    part: AuthoringLevel,
    list: LevelList,
    summaries: {
      create: "Add a level (last)",
      remove: "Delete a level no tutorial uses",
      order: "Reorder the subject's levels (every id once)",
    },
    service: levelService,
  });
  partRoutes(app, {
    kind: "chapter",
    parent: "subject",
    body: ChapterBody,
    part: AuthoringChapter,
    list: ChapterList,
    summaries: {
      create: "Add a chapter (next number)",
      remove: "Delete a chapter without tutorials (the rest are renumbered)",
      order: "Reorder and renumber the subject's chapters (every id once)",
    },
    createRefusable: true,
    service: chapterService,
  });
}
