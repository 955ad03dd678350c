import type {
  DiscountCodeBody,
  DiscountMessage,
  DiscountState,
  TrackingRequest,
} from '@shop/contracts';
import { applyAffiliate } from '../api/discount.queries';
import { jsonBody, request } from '../http/request';

/** Session-storage key of the affiliate link already handled in this browser session. */
export const AFFILIATE_HANDLED_KEY = 'posy_affiliate';

/** What the shop records as an affiliate's ids: letters, digits, `.`, `-`, `_` (as the API checks). */
const AFFILIATE_ID = /^[A-Za-z0-9_.-]+$/;

/**
 * The `aff` and `awc` parameters of an address, trimmed; null when absent, empty or not an id
 * the shop records (so one odd parameter does not lose the other).
 */
export function affiliateParams(search: string): { aff: string | null; awc: string | null } {
  const params = new URLSearchParams(search);
  const read = (name: string, longest: number) => {
    const value = params.get(name)?.trim() ?? '';
    return value.length <= longest && AFFILIATE_ID.test(value) ? value : null;
  };
  return { aff: read('aff', 40), awc: read('awc', 100) };
}

/**
 * A shopper arriving through an affiliate's link (docs/rules-checkout.md "Discount",
 * docs/rules-storefront.md "Tracking and referrer"): once per browser session for the same link,
 * who sent them is recorded (`POST /api/user-session/tracking`) and, with `aff`, the affiliate's
 * code is applied (`POST /api/affiliate`); what that said shows as a notification once the page is
 * live. Failures stay quiet: the shopper can still shop.
 */
export async function arrive(win: Window = window): Promise<void> {
  const { aff, awc } = affiliateParams(win.location.search);
  if (!aff && !awc) return;
  const link = `${aff ?? ''}|${awc ?? ''}`;
  try {
    if (win.sessionStorage.getItem(AFFILIATE_HANDLED_KEY) === link) return;
    win.sessionStorage.setItem(AFFILIATE_HANDLED_KEY, link);
  } catch {
    // Blocked storage: handled on every such visit, which the basket takes in its stride.
  }
  await request('/api/user-session/tracking', {
    method: 'POST',
    body: jsonBody<TrackingRequest>({ affiliateWindowId: awc, affiliateId: aff }),
  }).catch(() => undefined);
  if (!aff) return;
  const answer = await applyAffiliate(aff).catch(() => undefined);
  if (answer && answer.messages.length > 0) {
    whenHydrated(win.document, () => showBanner(win.document, answer.messages));
  }
}

/** Status colours of the discount box's messages (features/discount/discount.css). */
const TONES: Record<DiscountMessage['status'], string> = {
  success: 'background:#e3ece5;color:#1f4d3a',
  warning: 'background:#fff4d6;color:#6b4a00',
  error: 'background:#fbe9e7;color:#a3261b',
};

/**
 * The notification (docs/rules-checkout.md "Discount and affiliate banners"), fixed over the top of
 * the page until closed, outside React's tree. Styled inline: it comes on whatever page the link
 * opened, whose stylesheets know nothing of it, and its chunk loads no stylesheet (nor makes the
 * first script wait for one). A message with a fallback code is a button that applies that code.
 */
export function showBanner(document: Document, messages: readonly DiscountMessage[]): HTMLElement {
  const banner = document.createElement('div');
  banner.className = 'affiliate-banner';
  banner.style.cssText =
    'position:fixed;z-index:60;top:16px;left:16px;right:16px;max-width:40rem;margin:0 auto;' +
    'display:flex;gap:8px;align-items:flex-start;padding:8px;border-radius:12px;background:#fff;' +
    'box-shadow:0 6px 24px rgb(42 37 34/.2);font-weight:600';
  banner.setAttribute('role', 'status');
  banner.dataset.testid = 'affiliate-banner';
  const list = document.createElement('ul');
  list.className = 'discount-messages';
  list.style.cssText = 'flex:1;display:grid;gap:8px;margin:0;padding:0;list-style:none';
  const draw = (shown: readonly DiscountMessage[]) => {
    list.replaceChildren(...shown.map((message) => item(document, message, applyFallback)));
  };
  const applyFallback = (code: string, button: HTMLButtonElement) => {
    button.disabled = true;
    void request<DiscountState>('/api/discount/apply', {
      method: 'POST',
      body: jsonBody<DiscountCodeBody>(code),
    })
      .then((state) => draw(state?.messages ?? messages))
      .catch(() => {
        button.disabled = false;
      });
  };
  draw(messages);
  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'affiliate-banner__close';
  close.dataset.testid = 'affiliate-banner-close';
  close.setAttribute('aria-label', 'Close');
  close.textContent = '×';
  close.style.cssText =
    'flex:none;width:44px;height:44px;border:0;border-radius:8px;background:none;' +
    'font-size:1.5rem;cursor:pointer;color:#2a2522';
  close.addEventListener('click', () => banner.remove());
  banner.append(list, close);
  document.body.appendChild(banner);
  return banner;
}

function item(
  document: Document,
  message: DiscountMessage,
  onFallback: (code: string, button: HTMLButtonElement) => void,
): HTMLLIElement {
  const li = document.createElement('li');
  li.className = `discount-message discount-message--${message.status}`;
  li.dataset.testid = 'discount-message';
  li.dataset.status = message.status;
  li.style.cssText = `padding:8px 12px;border-left:4px solid currentColor;border-radius:8px;${TONES[message.status]}`;
  const fallback = message.fallbackCode;
  if (!fallback) {
    li.textContent = message.message;
    return li;
  }
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'discount-message__fallback';
  button.style.cssText =
    'padding:0;border:0;background:none;color:inherit;font:inherit;text-align:left;' +
    'text-decoration:underline;cursor:pointer';
  button.dataset.testid = 'discount-fallback';
  button.textContent = `${message.message} Use ${fallback} instead.`;
  button.addEventListener('click', () => onFallback(fallback, button));
  li.append(button);
  return li;
}

/** Runs `then` once `<html data-hydrated>` is set (document/use-mark-hydrated.ts). */
function whenHydrated(document: Document, then: () => void): void {
  const html = document.documentElement;
  if (html.hasAttribute('data-hydrated')) return then();
  const observer = new MutationObserver(() => {
    if (!html.hasAttribute('data-hydrated')) return;
    observer.disconnect();
    then();
  });
  observer.observe(html, { attributes: true, attributeFilter: ['data-hydrated'] });
}

void arrive();
