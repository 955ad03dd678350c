import { HYDRATED_CALLBACK } from './page-boot-slot';

/**
 * How a server-rendered page starts its JavaScript: not from `<script type="module">` tags the
 * browser fetches while it is still drawing the page, but from one small inline script that waits
 * for the first paint, then loads the entry and, a task later, preloads the page's other chunks. The page is drawn
 * from the HTML alone first (the largest picture and text of a phone's first screen do not wait
 * behind 120 KB of script), and a click or a submitted form before the page is interactive is
 * held and replayed once it is, so nothing a shopper did before then is lost.
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
 * The inline script. Until the page is live it holds what the shopper does that only the page's
 * code can answer, and replays it once it is: clicks on this shop's links and on buttons (not
 * links opened in a new tab, downloads, other sites' links, `tel:` or `mailto:`), submitted
 * forms, and the keys that move within a widget (arrows, Home, End, Escape) outside text fields.
 * A link the page drew again meanwhile is found again by its address. A checkbox or radio ticked
 * meanwhile keeps its tick and is clicked again for the page (undone
 * first, so the page sees the change); a choice made in a drop-down is passed on as a change.
 * Text typed into a field needs nothing: it stays in the field (use-keep-typed-value.ts). When
 * the entry cannot be loaded, a held click is let through as the browser would have done without
 * JavaScript.
 * Held actions are replayed one task apart, so each sees the state the one before it left.
 * The scripts start after the load event (the page's pictures are in) once the page has painted
 * (the browser's paint timing says so); a page opened in a background tab starts at the load
 * event: it has nothing to paint yet. Tasks are queued through a message channel rather than
 * timers, which a page's own clock (or a test's) may hold still.
 */
export function pageBootScript({ entry, preloads }: { entry: string; preloads: string[] }): string {
  return `(function(d,w,e,p){var q=[],held=[],done=0,L=location;
var KEYS=/^(Arrow(Up|Down|Left|Right)|Home|End|Escape)$/,TEXT=/^(INPUT|TEXTAREA|SELECT)$/;
function clickable(t){t=t.closest&&t.closest("a[href],button,summary,[role=tab],[role=button]");if(!t||t.disabled)return null;
if(t.tagName==="A"&&(t.target&&t.target!=="_self"||t.hasAttribute("download")||t.origin!==L.origin||t.hash&&t.pathname===L.pathname&&t.search===L.search))return null;return t;}
function hold(v){if(done||v.defaultPrevented)return;var t=v.target;
if(v.type==="click"&&(t.type==="checkbox"||t.type==="radio")){var want=t.checked;q.push(function(){if(!t.isConnected||t.checked===want&&want===t.defaultChecked)return;if(t.checked===want)t.checked=!want;t.click();});return;}
if(v.type==="click"){if(v.button||v.metaKey||v.ctrlKey||v.shiftKey||v.altKey)return;t=clickable(t);if(!t)return;v.preventDefault();if(held.indexOf(t)<0){held.push(t);q.push(function(){var x=t;
if(!x.isConnected&&x.tagName==="A"){var h=x.getAttribute("href");x=null;for(var i=0;i<d.links.length;i++)if(d.links[i].getAttribute("href")===h){x=d.links[i];break;}}
if(x&&x.isConnected)x.click();});}return;}
if(v.type==="submit"){v.preventDefault();if(held.indexOf(t)<0){held.push(t);q.push(function(){if(t.isConnected)t.requestSubmit();});}return;}
if(v.type==="keydown"){if(!KEYS.test(v.key)||TEXT.test(t.tagName)||t.isContentEditable)return;v.preventDefault();
var k={key:v.key,code:v.code,shiftKey:v.shiftKey,bubbles:true,cancelable:true};q.push(function(){t.dispatchEvent(new KeyboardEvent("keydown",k));});return;}
if(v.type==="change"&&t.tagName==="SELECT")q.push(function(){t.dispatchEvent(new Event("change",{bubbles:true}));});}
var TYPES=["click","submit","keydown","change"];
function stop(){done=1;TYPES.forEach(function(y){d.removeEventListener(y,hold,true);});}
TYPES.forEach(function(y){d.addEventListener(y,hold,true);});
function later(f){var c=new MessageChannel();c.port1.onmessage=function(){f();};c.port2.postMessage(0);}
w.${HYDRATED_CALLBACK}=function(ok){if(ok===false)return failed();if(done)return;stop();(function next(i){if(i<q.length){q[i]();later(function(){next(i+1);});}})(0);};
function failed(){if(done)return;stop();var t=held[0];if(!t)return;if(t.tagName==="A")L.assign(t.href);else if(t.tagName==="FORM")t.submit();else if(t.type==="submit"&&t.form)t.form.requestSubmit(t);else t.click();}
function start(){var s=d.createElement("script");s.type="module";s.src=e;s.onerror=failed;d.head.appendChild(s);
later(function(){var f=d.createDocumentFragment();p.forEach(function(h){var l=d.createElement("link");l.rel="modulepreload";l.href=h;f.appendChild(l);});d.head.appendChild(f);});}
function painted(){var o;if(d.visibilityState==="hidden")return later(start);
if(!w.PerformanceObserver||(PerformanceObserver.supportedEntryTypes||[]).indexOf("paint")<0)return later(start);
o=new PerformanceObserver(function(){o.disconnect();later(start);});o.observe({type:"paint",buffered:true});}
if(d.readyState==="complete")painted();else w.addEventListener("load",painted);
})(document,window,${json(entry)},${json(preloads)});`;
}

/** JSON that cannot close the script it sits in. */
function json(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
