/**
 * How a server-rendered page starts its JavaScript: not from `<script type="module">` tags the
 * browser fetches while it is still drawing the page, but from one small inline script that
 * waits for the page's first paint, then loads the entry and, a task later, preloads the page's
 * other chunks. A phone's first screen (its largest picture and text) is drawn from the HTML
 * alone and does not share the connection with 120 KB of script; the scripts follow at once.
 */

/** The scripts of the build: the entry, what it imports, and each route's own chunks. */
export interface StorefrontScripts {
  entry: string;
  entryImports: string[];
  routes: Record<string, string[]>;
}

/** The entry and the chunks a page of these routes needs, in the order they are fetched. */
export function pageScripts(
  scripts: StorefrontScripts,
  routeIds: readonly string[],
): { entry: string; preloads: string[] } {
  const preloads = [...scripts.entryImports];
  for (const id of routeIds) preloads.push(...(scripts.routes[id] ?? []));
  return { entry: scripts.entry, preloads: [...new Set(preloads)] };
}

/** Writes each page's boot script from the build's scripts. */
export function pageBootWriter(scripts: StorefrontScripts) {
  return (routeIds: readonly string[]) => pageBootScript(pageScripts(scripts, routeIds));
}

/**
 * The inline script. It starts the scripts as soon as the browser reports the page's first
 * paint (Paint Timing), without waiting for the load event; at once where there is nothing to
 * wait for: a page opened in a background tab, a browser without paint timing, or a paint that
 * already happened. Its own tasks go through a message channel rather than timers, which a
 * page's own clock (or a test's) may hold still.
 */
export function pageBootScript({ entry, preloads }: { entry: string; preloads: string[] }): string {
  return `(function(d,w,e,p){var started=0;
function later(f){var c=new MessageChannel();c.port1.onmessage=function(){c.port1.close();f();};c.port2.postMessage(0);}
function start(){if(started)return;started=1;var s=d.createElement("script");s.type="module";s.src=e;d.head.appendChild(s);
later(function(){var f=d.createDocumentFragment();p.forEach(function(h){var l=d.createElement("link");l.rel="modulepreload";l.href=h;f.appendChild(l);});d.head.appendChild(f);});}
var P=w.PerformanceObserver,o;
if(d.visibilityState==="hidden"||!P||(P.supportedEntryTypes||[]).indexOf("paint")<0)return start();
o=new P(function(){o.disconnect();later(start);});o.observe({type:"paint",buffered:true});
})(document,window,${json(entry)},${json(preloads)});`;
}

/** JSON that cannot close the script it sits in. */
function json(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
