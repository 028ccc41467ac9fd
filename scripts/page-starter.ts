/**
 * The starter of a page rendered ahead (scripts/prerender.ts) or on the server (server/src/lib/client-html.ts):
 * a small module script (the CSP allows no inline script) that loads the app once the first paint is
 * on screen and, until the app has taken the page over (client/src/app/app-started.tsx sends
 * "app-started" on #root), holds every tap or key on a button (its click) and gives it to that button
 * once the app runs, or, when hydration had to draw that button again, to the one button that now has
 * its name: none is lost.
 */
export function pageStarter(entryUrl: string, cssFile: string): string {
  return [
    // Every click is held, in order, until the app runs; then they are given one a task (each sees
    // the page as the one before left it), and clicks made meanwhile wait their turn behind them.
    'const root=document.getElementById("root");const held=[];let holding=true;let replaying=false;',
    'const keyOf=(b)=>b.getAttribute("aria-label")||b.textContent.trim();',
    'const hold=(event)=>{if(!holding||replaying)return;const button=event.target instanceof Element&&event.target.closest("button");',
    "if(!button)return;event.preventDefault();event.stopImmediatePropagation();held.push([button,keyOf(button)])};",
    'root.addEventListener("click",hold,true);',
    "const replay=()=>{const next=held.shift();",
    'if(!next){holding=false;root.removeEventListener("click",hold,true);return}',
    // A button hydration had to draw again is found by its name (its aria-label, or its text): the
    // tap goes to the one button of the page that has it, never to a guess among several.
    'let button=next[0];if(!button.isConnected){const same=[...root.querySelectorAll("button")].filter((b)=>keyOf(b)===next[1]);button=same.length===1?same[0]:null}',
    "if(button){replaying=true;try{button.click()}finally{replaying=false}}setTimeout(replay)};",
    'root.addEventListener("app-started",()=>setTimeout(replay),{once:true});',
    "let started=false;",
    `const start=()=>{if(started)return;started=true;`,
    // One starter serves every page (the server's rendered pages too): only a page whose inline
    // CSS is its own part (style[data-critical]) gets the whole stylesheet added; a page that
    // carries all of it inline is not restyled.
    `if(document.querySelector("style[data-critical]")){const css=document.createElement("link");css.rel="stylesheet";css.href=${JSON.stringify(`/${cssFile}`)};document.head.append(css)}`,
    `import(${JSON.stringify(entryUrl)})};`,
    // the app starts once the first paint is on screen and the page's own images are in (their
    // decoding and drawing then no longer compete with the app's start on a slow phone's cores)
    "let painted=false;let loaded=false;const ready=()=>{if(painted&&loaded)setTimeout(start)};",
    'if(document.readyState==="complete")loaded=true;else addEventListener("load",()=>{loaded=true;ready()},{once:true});',
    'try{new PerformanceObserver((list)=>{if(list.getEntriesByName("first-contentful-paint").length){painted=true;ready()}}).observe({type:"paint",buffered:true})}catch{requestAnimationFrame(()=>{painted=true;ready()})}',
    "setTimeout(start,1000);\n",
  ].join("");
}
