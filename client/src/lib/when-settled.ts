/** Runs `task` once the page has loaded and settled: a second after the load event, when the browser is idle (4 s at the latest). */
export function whenSettled(task: () => void): () => void {
  let cancelled = false;
  let idle: number | undefined;
  const run = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === "function") idle = window.requestIdleCallback(task, { timeout: 3000 });
    else setTimeout(task, 200);
  };
  const afterLoad = () => setTimeout(run, 1000);
  if (document.readyState === "complete") afterLoad();
  else window.addEventListener("load", afterLoad, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener("load", afterLoad);
    if (idle !== undefined) window.cancelIdleCallback(idle);
  };
}
