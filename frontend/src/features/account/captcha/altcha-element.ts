/**
 * The ALTCHA widget (`<altcha-widget>`), loaded only by the forms that need it. The `external`
 * build keeps its styles and workers out of inline code, so the shop's strict Content Security
 * Policy (no inline scripts or styles, workers from our own origin) holds.
 */
import 'altcha/external';
import 'altcha/altcha.css';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';

// The shop signs PBKDF2/SHA-256 challenges (backend `platform/captcha`).
globalThis.$altcha.algorithms.set('PBKDF2/SHA-256', () => new Pbkdf2Worker());

export type { AltchaWidgetElement } from 'altcha/types/generic';
