import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, configure, render, type RenderResult } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import type { ReactElement } from "react";
import { afterEach } from "vitest";
import type { Lang } from "@shared/i18n/lang";
import { LanguageProvider, loadMessages } from "@/lib/i18n";
import { createQueryClient } from "@/lib/query-client";

// A page waits for the real API, on a machine that may be busy: findBy…/waitFor wait up to 10 s
// (Testing Library's default, 1 s, is for answers faked in memory). A failing wait still fails.
configure({ asyncUtilTimeout: 10_000 });

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
