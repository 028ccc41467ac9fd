import { screen, within } from "@testing-library/react";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assessments } from "@shared/schema/index";
import { translate } from "@/lib/i18n";
import { forwardApiTo } from "@/testing/api-network";
import { renderPage } from "@/testing/render-page";
// eslint-disable-next-line import-x/no-restricted-paths -- a component test runs the real API as its network edge
import { startApiServer, type ApiServer } from "../../../../../server/src/testing/api-server";
// eslint-disable-next-line import-x/no-restricted-paths -- the same valid submission the API tests send
import { buildSubmission } from "../../../../../server/src/testing/builders";
import { CareerCompare } from "./career-compare";

let api: ApiServer;
forwardApiTo(() => api.url);
beforeAll(async () => {
  api = await startApiServer();
});
afterAll(() => api.close());

async function paidTest(country: "CO" | "US" = "CO"): Promise<{ assessmentId: string; claimSecret: string }> {
  const res = await fetch(`${api.url}/api/assessment/submit`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(buildSubmission({ country })),
  });
  const taken = (await res.json()) as { assessmentId: string; claimSecret: string };
  await api.database.db.update(assessments).set({ isPaid: true }).where(eq(assessments.id, taken.assessmentId));
  return taken;
}

describe("comparing careers", () => {
  it("offers the first twelve careers of the list to compare, the chosen ones among them, and all of them on request", async () => {
    const { assessmentId, claimSecret } = await paidTest();
    const page = await renderPage(<CareerCompare assessmentId={assessmentId} claimSecret={claimSecret} />, {
      lang: "es",
    });
    const picker = await screen.findByRole("group", { name: translate("es", "compare.pick") });
    expect(within(picker).getAllByRole("checkbox")).toHaveLength(12);
    expect(within(picker).getAllByRole("checkbox", { checked: true })).toHaveLength(3);
    const more = within(picker).getByRole("button", { name: /^Ver todas las carreras de tu lista \(\d+\)$/ });
    expect(more.getAttribute("aria-expanded")).toBe("false");
    const total = Number(/\((\d+)\)/.exec(more.textContent ?? "")![1]);
    expect(total).toBeGreaterThan(12);
    await page.user.click(more);
    expect(within(picker).getAllByRole("checkbox")).toHaveLength(total);
    await page.user.click(within(picker).getByRole("button", { name: translate("es", "compare.showFewer") }));
    expect(within(picker).getAllByRole("checkbox")).toHaveLength(12);
    expect(screen.getAllByTestId("compare-career")).toHaveLength(3);
  });

  it("says under law's length, for a reader in the United States, that a bachelor's comes first", async () => {
    const { assessmentId, claimSecret } = await paidTest("US");
    const page = await renderPage(<CareerCompare assessmentId={assessmentId} claimSecret={claimSecret} />, {
      lang: "en",
    });
    const picker = await screen.findByRole("group", { name: translate("en", "compare.pick") });
    await page.user.click(within(picker).getByRole("button", { name: /^See every career on your list/ }));
    const lawBox = within(picker).getByRole<HTMLInputElement>("checkbox", { name: "Law" });
    if (!lawBox.checked) {
      const [, , third] = within(picker).getAllByRole("checkbox", { checked: true });
      await page.user.click(third!);
      await page.user.click(within(picker).getByRole("checkbox", { name: "Law" }));
    }
    const law = await screen.findByRole("heading", { name: "Law", level: 5 });
    const card = law.closest("article")!;
    expect(card.textContent).toContain("7 yearsIn the United States");
    expect(
      within(card as HTMLElement).getByText(
        "In the United States: 3 years of law school (Juris Doctor) after a bachelor's degree. The 7 years include the university study that comes first.",
      ),
    ).toBeTruthy();
  });
});
