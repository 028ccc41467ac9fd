/**
 * Runs `task` once the page has loaded and settled: a second after both the load event and, on a
 * pre-rendered page, the app's taking it over ("app-started" on #root, client/src/app/app-started.tsx),
 * when the browser is idle (3 s more at the latest). A pre-rendered page fires its load event before
 * the app's own code arrives; on a slow phone that code can take longer than a second, and what waits
 * here (the service worker's precaching, the toaster's code) must not compete with it.
 */
export function whenSettled(task: () => void): () => void {
  let cancelled = false;
  let idle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const root = document.getElementById("root");
  let loaded = document.readyState === "complete";
  let started = !root || root.dataset.prerendered === undefined;
  const run = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === "function") idle = window.requestIdleCallback(task, { timeout: 3000 });
    else setTimeout(task, 200);
  };
  const maybeRun = () => {
    if (loaded && started && timer === undefined) timer = setTimeout(run, 1000);
  };
  const onLoad = () => {
    loaded = true;
    maybeRun();
  };
  const onStarted = () => {
    started = true;
    maybeRun();
  };
  if (!loaded) window.addEventListener("load", onLoad, { once: true });
  if (!started) root!.addEventListener("app-started", onStarted, { once: true });
  maybeRun();
  return () => {
    cancelled = true;
    window.removeEventListener("load", onLoad);
    root?.removeEventListener("app-started", onStarted);
    if (timer !== undefined) clearTimeout(timer);
    if (idle !== undefined) window.cancelIdleCallback(idle);
  };
}
