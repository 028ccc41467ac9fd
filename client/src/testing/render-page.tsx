import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, type RenderResult } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import type { ReactElement } from "react";
import { afterEach } from "vitest";
import type { Lang } from "@shared/i18n/lang";
import { LanguageProvider, loadMessages } from "@/lib/i18n";
import { createQueryClient } from "@/lib/query-client";

// each test starts on an empty page (vitest runs without globals, so Testing Library cannot do it itself)
afterEach(cleanup);

/**
 * Renders a page or component as the app does (the language and its whole catalog, a fresh query
 * client) at `path`, which the router and the page's `useSearch` read from the address bar.
 */
export async function renderPage(
  ui: ReactElement,
  { lang = "es", path = "/" }: { lang?: Lang; path?: string } = {},
): Promise<RenderResult & { user: UserEvent }> {
  await loadMessages(lang);
  window.history.replaceState(null, "", path);
  const user = userEvent.setup();
  const result = render(
    <LanguageProvider initial={lang}>
      <QueryClientProvider client={createQueryClient()}>{ui}</QueryClientProvider>
    </LanguageProvider>,
  );
  return { ...result, user };
}
