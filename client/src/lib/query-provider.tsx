import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { createQueryClient } from "./query-client";

/**
 * react-query for the pages: one client for the whole session, so the cache outlives navigations.
 * Loaded with each lazy page (app/routes.tsx), not with the landing page's first script.
 */
export const sessionQueryClient = createQueryClient();

export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={sessionQueryClient}>{children}</QueryClientProvider>;
}
