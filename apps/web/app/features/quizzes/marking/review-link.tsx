import { Anchor } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { hrefTo } from "@tq/contract/paths";
import { Link } from "react-router";
import { introQuery } from "../taking/taking-api.ts";
import { placeOfIntro, playerHref } from "../taking/taking-links.ts";

/**
 * The attempt's review in the player. The spec's chapter-quiz URL needs the quiz's place, which
 * its (public, cached per quiz) intro gives; until it arrives, the subject-quiz player opens it.
 */
export function ReviewLink({ quizId, attemptId }: { quizId: number; attemptId: number }) {
  const intro = useQuery({ ...introQuery(quizId), retry: false });
  const base = intro.data
    ? playerHref(placeOfIntro(intro.data), "review")
    : `${hrefTo("subjectquizview")}?quiz=${quizId}&mode=review`;
  const to = `${base}${base.includes("?") ? "&" : "?"}attempt=${attemptId}`;
  return (
    <Anchor component={Link} to={to} size="sm">
      Review the attempt
    </Anchor>
  );
}
