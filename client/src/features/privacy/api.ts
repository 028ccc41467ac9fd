import type { AuthResponse, UserDto } from "@shared/validators/auth";
import { claimHeaders, forgetAssessment } from "@/lib/session-storage";
import { api } from "@/lib/api-client";

/** POST /api/auth/forgot-password: the same answer whether the account exists or not. */
export const requestPasswordReset = (email: string) =>
  api.post<{ message: string }>("/api/auth/forgot-password", { email });

/** POST /api/auth/reset-password: signs this browser in; every other session ends. */
export const resetPassword = (token: string, password: string) =>
  api.post<AuthResponse>("/api/auth/reset-password", { token, password });

/** POST /api/auth/change-password: this session stays, the others end. */
export const changePassword = (currentPassword: string, newPassword: string) =>
  api.post<{ user: UserDto }>("/api/auth/change-password", { currentPassword, newPassword });

/** GET /api/user/export, saved by the browser as a JSON file. */
export async function downloadMyData(): Promise<void> {
  const data = await api.get<unknown>("/api/user/export");
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: "application/json" });
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = "queestudiar-mis-datos.json";
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** DELETE /api/user/account, confirmed with the password. */
export const deleteAccount = (password: string) => api.delete<{ deleted: boolean }>("/api/user/account", { password });

/** DELETE /api/assessment/{id} with this browser's claim secret; the browser then forgets it. */
export async function deleteAssessment(id: string): Promise<void> {
  await api.delete(`/api/assessment/${encodeURIComponent(id)}`, undefined, { headers: claimHeaders(id) });
  forgetAssessment(id);
}
