import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  ClassRosterDto,
  CounsellorMeDto,
  CreateClassInput,
  SchoolClassDto,
  UpdateClassInput,
} from "@shared/validators/schools";
import { api } from "@/lib/api-client";

const ME_KEY = "/api/schools/me";
const CLASSES_KEY = "/api/schools/classes";

export const counsellorMeQueryOptions = () =>
  queryOptions({ queryKey: [ME_KEY], queryFn: () => api.get<CounsellorMeDto>(ME_KEY), retry: false });

export function useCounsellorMe() {
  return useQuery(counsellorMeQueryOptions());
}

export const classesQueryOptions = () =>
  queryOptions({ queryKey: [CLASSES_KEY], queryFn: () => api.get<SchoolClassDto[]>(CLASSES_KEY), staleTime: 0 });

export function useClasses(enabled: boolean) {
  return useQuery({ ...classesQueryOptions(), enabled });
}

export function useCreateClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateClassInput) => api.post<SchoolClassDto>(CLASSES_KEY, input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: [CLASSES_KEY] }),
  });
}

export function useUpdateClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: UpdateClassInput & { id: string }) =>
      api.patch<SchoolClassDto>(`${CLASSES_KEY}/${encodeURIComponent(id)}`, input),
    onSuccess: (updated) => {
      // the card shows the class as saved at once (a checkbox would otherwise flip back until the list is read again)
      if (updated && typeof updated.id === "string")
        queryClient.setQueryData<SchoolClassDto[]>([CLASSES_KEY], (list) =>
          list?.map((klass) => (klass.id === updated.id ? updated : klass)),
        );
      void queryClient.invalidateQueries({ queryKey: [CLASSES_KEY] });
    },
  });
}

export function useClassRoster(classId: string, enabled: boolean) {
  return useQuery({
    queryKey: [CLASSES_KEY, classId, "roster"],
    queryFn: () => api.get<ClassRosterDto>(`${CLASSES_KEY}/${encodeURIComponent(classId)}/roster`),
    enabled,
    staleTime: 0,
  });
}
