/** The class on `<html>` in app-like contexts (docs/rules-storefront.md "Layout rules"). */
export const APP_LIKE_CLASS = 'app-like';
/** Session-storage key that keeps `?app=1` for the rest of the visit. */
export const APP_CONTEXT_KEY = 'app_context';

/**
 * The inline script at the top of `<head>` that marks app-like contexts before anything is
 * drawn, so hiding the app banner never moves the page: the shop's app, whose web view
 * names itself `PosyApp/<version>` in its user agent; a page opened with `?app=1` (remembered for
 * the visit, as the app's links carry it only on the first page); and the shop installed to a
 * home screen (display mode standalone, or iOS's `navigator.standalone`).
 */
export const APP_CONTEXT_SCRIPT = `(function(d,w,n){var q=/[?&]app=1(&|$)/.test(w.location.search),a=q||/PosyApp\\//.test(n.userAgent)||n.standalone===true;
try{a=a||w.matchMedia("(display-mode: standalone)").matches;}catch(e){}
try{var s=w.sessionStorage;if(q)s.setItem("${APP_CONTEXT_KEY}","1");a=a||s.getItem("${APP_CONTEXT_KEY}")==="1";}catch(e){}
if(a)d.documentElement.classList.add("${APP_LIKE_CLASS}");})(document,window,navigator);`;

/** True in an app-like context, as the head script found it (false on the server). */
export function isAppLike(): boolean {
  return (
    typeof document !== 'undefined' && document.documentElement.classList.contains(APP_LIKE_CLASS)
  );
}
