import { queryOptions, useQuery } from "@tanstack/react-query";
import type { QuestionSetDto } from "@shared/validators/assessment";
import { api } from "@/lib/api-client";

export const questionsQueryOptions = () =>
  queryOptions({
    queryKey: ["/api/assessment/questions"],
    queryFn: () => api.get<QuestionSetDto[]>("/api/assessment/questions"),
  });

export function useQuestions() {
  return useQuery(questionsQueryOptions());
}

export function activityImageUrl(image: string): string {
  return `/activities/${image}.svg`;
}
