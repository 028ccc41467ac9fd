import { queryOptions, useQuery } from "@tanstack/react-query";
import type { QuestionSetDto } from "@shared/validators/assessment";
import { api } from "@/lib/api-client";

export const questionsQueryOptions = () =>
  queryOptions({
    queryKey: ["/api/assessment/questions"],
    queryFn: () => api.get<QuestionSetDto[]>("/api/assessment/questions"),
    // A failed load (also the one fetched before the page's first render) shows the error with
    // 'Reintentar' instead of being tried again unseen when the page mounts.
    retryOnMount: false,
  });

export function useQuestions() {
  return useQuery(questionsQueryOptions());
}

export function activityImageUrl(image: string): string {
  return `/activities/${image}.svg`;
}
