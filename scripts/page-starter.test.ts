import { JSDOM } from "jsdom";
import { afterEach, describe, expect, it } from "vitest";
import { pageStarter } from "./page-starter";

/**
 * The starter holds taps made before the app runs and gives them to their buttons once it does
 * ("app-started"). Run in a jsdom page: the app's start (its import) is never reached here.
 */
let dom: JSDOM | undefined;
afterEach(() => dom?.window.close());

function page(body: string) {
  dom = new JSDOM(`<!doctype html><body><div id="root">${body}</div></body>`, {
    runScripts: "outside-only",
    // no first paint is ever reported here, so the app's start waits for its one-second timer,
    // which closing the page clears: the tests never import the app
    beforeParse(window) {
      Object.assign(window, {
        PerformanceObserver: class {
          observe() {}
        },
      });
    },
  });
  const { window } = dom;
  window.eval(pageStarter("/assets/app.js", "assets/app.css"));
  const root = window.document.getElementById("root")!;
  return { window, root };
}

/** A button that counts its clicks in `clicks` under its key. */
function counted(button: Element, clicks: string[], key: string) {
  button.addEventListener("click", () => clicks.push(key));
}

/**
 * Lets the starter give its held taps: it gives one a task, each scheduling the next with no delay
 * after the one before; ten turns of our own, each scheduled after the last ran, interleave with
 * them, so at least ten of its steps have run, however slow the machine.
 */
async function settle(window: JSDOM["window"]) {
  for (let turn = 0; turn < 10; turn++) await new Promise((resolve) => window.setTimeout(resolve, 0));
}

describe("the page starter's held taps", () => {
  it("holds a tap until the app runs, then gives it to its button once", async () => {
    const { window, root } = page('<button aria-label="Me gusta: Pintar un cuadro">Me gusta</button>');
    const clicks: string[] = [];
    counted(root.querySelector("button")!, clicks, "like");
    root.querySelector("button")!.dispatchEvent(new window.MouseEvent("click", { bubbles: true }));
    expect(clicks).toEqual([]);
    root.dispatchEvent(new window.Event("app-started"));
    await settle(window);
    expect(clicks).toEqual(["like"]);
    // once the app runs, a tap goes straight to its button
    root.querySelector("button")!.dispatchEvent(new window.MouseEvent("click", { bubbles: true }));
    expect(clicks).toEqual(["like", "like"]);
  });

  it("when the app replaced the tapped button with its own, the tap goes to the one with the same label", async () => {
    const { window, root } = page(
      '<button aria-label="Me gusta: Pintar un cuadro">Me gusta</button><button aria-label="No me gusta: Pintar un cuadro">No</button>',
    );
    root.querySelector("button")!.dispatchEvent(new window.MouseEvent("click", { bubbles: true }));
    // hydration could not keep the server's buttons: the app drew them again
    root.innerHTML =
      '<button aria-label="Me gusta: Pintar un cuadro">Me gusta</button><button aria-label="No me gusta: Pintar un cuadro">No</button>';
    const clicks: string[] = [];
    const [like, dislike] = root.querySelectorAll("button");
    counted(like!, clicks, "like");
    counted(dislike!, clicks, "dislike");
    root.dispatchEvent(new window.Event("app-started"));
    await settle(window);
    expect(clicks).toEqual(["like"]);
  });

  it("never guesses: a replaced button whose label now names two buttons, or none, gets no tap", async () => {
    const { window, root } = page('<button>Siguiente</button><button aria-label="Me gusta: Cocinar">Me gusta</button>');
    const [next, like] = root.querySelectorAll("button");
    next!.dispatchEvent(new window.MouseEvent("click", { bubbles: true }));
    like!.dispatchEvent(new window.MouseEvent("click", { bubbles: true }));
    root.innerHTML = "<button>Siguiente</button><button>Siguiente</button>";
    const clicks: string[] = [];
    root.querySelectorAll("button").forEach((b, i) => counted(b, clicks, `next${i}`));
    root.dispatchEvent(new window.Event("app-started"));
    await settle(window);
    expect(clicks).toEqual([]);
  });
});
