import http from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test, type Page } from "@playwright/test";
import { E2E_ADMIN } from "./admin-api";
import { logIn } from "./sign-up";
import { serverText } from "./texts";

/**
 * A page on another origin of the same site (another port of 127.0.0.1: the SameSite=Lax session
 * cookie goes along) tries to sign the admin out: a form that posts itself, as urlencoded and as
 * text/plain, and a link that navigates to GET /api/logout. The admin stays signed in; the very
 * same form on the app's own origin does sign out (so the cookie was there to abuse).
 */
let evil: http.Server;
let evilOrigin: string;

test.beforeAll(async ({ baseURL }) => {
  const app = baseURL!;
  evil = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    const kind = url.searchParams.get("kind");
    const body =
      kind === "link"
        ? `<a id="go" href="${app}/api/logout">Gana un premio</a><script>document.getElementById("go").click()</script>`
        : `<form id="f" method="post" action="${app}/api/auth/logout" enctype="${kind === "text" ? "text/plain" : "application/x-www-form-urlencoded"}">` +
          `<input type="hidden" name="prize" value="yes"></form><script>document.getElementById("f").submit()</script>`;
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
    res.end(`<!doctype html><html><head><title>Premio</title></head><body>${body}</body></html>`);
  });
  await new Promise<void>((resolve) => evil.listen(0, "127.0.0.1", resolve));
  evilOrigin = `http://127.0.0.1:${(evil.address() as AddressInfo).port}`;
});
test.afterAll(async () => {
  await new Promise<void>((resolve) => evil.close(() => resolve()));
});

/** Signs the browser context in as the e2e admin with a real login: its Set-Cookie lands in the context. */
async function signInWithCookie(page: Page): Promise<void> {
  await logIn(page.request, { ...E2E_ADMIN, ip: "203.0.113.251" });
  const cookie = (await page.context().cookies()).find((c) => c.name === "qe_session");
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
}

async function signedIn(page: Page): Promise<number> {
  return (await page.request.get("/api/auth/me")).status();
}

test("a page on another origin cannot sign the admin out, by form post or by link; the same form on the app's origin can", async ({
  page,
  baseURL,
}) => {
  await signInWithCookie(page);
  expect(await signedIn(page)).toBe(200);

  for (const kind of ["form", "text"]) {
    await page.goto(`${evilOrigin}/?kind=${kind}`);
    await page.waitForURL(`${baseURL}/api/auth/logout`);
    await expect(page.locator("body")).toContainText(serverText("es", "api.csrf"));
    expect(await signedIn(page), `after the ${kind} post`).toBe(200);
  }

  await page.goto(`${evilOrigin}/?kind=link`);
  await page.waitForURL(`${baseURL}/`);
  expect(await signedIn(page), "after the link to GET /api/logout").toBe(200);

  // The control: the same form, served by the app's own origin, signs out.
  await page.goto("/terms");
  await page.evaluate(() => {
    const form = document.createElement("form");
    form.method = "post";
    form.action = "/api/auth/logout";
    document.body.append(form);
    form.submit();
  });
  await page.waitForURL(`${baseURL}/api/auth/logout`);
  await expect(page.locator("body")).toContainText('"success":true');
  expect(await signedIn(page)).toBe(401);
});
