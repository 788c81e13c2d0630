import { queryOptions } from "@tanstack/react-query";
import { EstimatorBaseline, type EstimatorInputs } from "@tq/contract/estimator";
import { api } from "../../lib/api.ts";
import { fetchFile } from "../../lib/download.ts";

/** The estimator: today's baseline (the screen projects from it) and the projection as CSV. */
export const ESTIMATOR_PATHS = { baseline: "/api/estimator", csv: "/api/estimator.csv" } as const;

export const estimatorBaselineQuery = () =>
  queryOptions({
    queryKey: ["estimator", "baseline"] as const,
    queryFn: ({ signal }) => api.get(ESTIMATOR_PATHS.baseline, EstimatorBaseline, { signal }),
  });

/** The projection under these inputs, month × country, as the server writes it. */
export function fetchProjectionCsv(inputs: EstimatorInputs) {
  const params = new URLSearchParams(Object.entries(inputs).map(([k, v]) => [k, String(v)]));
  return fetchFile(`${ESTIMATOR_PATHS.csv}?${params.toString()}`, "text/csv", "revenue-projection.csv");
}
