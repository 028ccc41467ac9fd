import { useQuery } from "@tanstack/react-query";
import type { ClassDashboardDto, ClassRosterDto } from "@shared/validators/schools";
import { api, apiFile } from "@/lib/api-client";

const classPath = (classId: string) => `/api/schools/classes/${encodeURIComponent(classId)}`;

/** GET /api/schools/classes/:id/dashboard: the class's aggregates (refreshed every 30 s while a class answers). */
export function useClassDashboard(classId: string) {
  return useQuery({
    queryKey: ["/api/schools/classes", classId, "dashboard"],
    queryFn: () => api.get<ClassDashboardDto>(`${classPath(classId)}/dashboard`),
    staleTime: 0,
    retry: false,
    refetchInterval: (query) => {
      const data = query.state.data;
      return data && !data.class.closed && data.waiting.inProgress > 0 ? 30_000 : false;
    },
  });
}

/** GET /api/schools/classes/:id/roster, for the dashboard page. */
export function useDashboardRoster(classId: string) {
  return useQuery({
    queryKey: ["/api/schools/classes", classId, "roster"],
    queryFn: () => api.get<ClassRosterDto>(`${classPath(classId)}/roster`),
    staleTime: 0,
    retry: false,
  });
}

/** Saves a file the API answers (the roster's CSV, the group report's PDF) under the server's name. */
async function save(url: string, fallbackName: string): Promise<void> {
  const { blob, fileName } = await apiFile(url);
  const href = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = href;
  a.download = fileName ?? fallbackName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}

export const downloadRosterCsv = (classId: string) => save(`${classPath(classId)}/export.csv`, "clase.csv");
export const downloadGroupReport = (classId: string) => save(`${classPath(classId)}/report.pdf`, "clase.pdf");
/** A student's full report, shared with the counsellor (DECISIONS 38), under the server's file name. */
export const downloadStudentReport = (classId: string, assessmentId: string) =>
  save(`${classPath(classId)}/students/${encodeURIComponent(assessmentId)}/report.pdf`, "reporte.pdf");
