import { describe, expect, it } from 'vitest';
import { RequestError } from '../http/request-error';
import { FAILED_FETCH_MESSAGE } from '../http/request-messages';
import { sessionCheckError } from '../api/session-check-error';
import { isIgnoredError } from './ignored-errors';

describe('errors left unreported (spec 000 §6, spec 001 §8)', () => {
  it("ignores any message containing 'load failed', in any case", () => {
    expect(isIgnoredError(new TypeError('Load failed'))).toBe(true);
    expect(isIgnoredError(new Error('Chunk LOAD FAILED: /assets/c1.js'))).toBe(true);
    expect(isIgnoredError('load failed')).toBe(true);
  });

  it("looks through the causes: the shop's network message wrapping Safari's", () => {
    const wrapped = new Error(FAILED_FETCH_MESSAGE, { cause: new TypeError('Load failed') });
    expect(isIgnoredError(wrapped)).toBe(true);
    expect(isIgnoredError(new Error(FAILED_FETCH_MESSAGE, { cause: new TypeError('x') }))).toBe(
      false,
    );
  });

  it('ignores 403 answers, from any call and from the session check', () => {
    expect(isIgnoredError(new RequestError(403))).toBe(true);
    expect(
      isIgnoredError(sessionCheckError(new RequestError(403, [], undefined, 'Forbidden'))),
    ).toBe(true);
    expect(isIgnoredError(new RequestError(401))).toBe(false);
    expect(isIgnoredError(new RequestError(500))).toBe(false);
  });

  it('ignores aborts', () => {
    expect(isIgnoredError(new DOMException('The operation was aborted.', 'AbortError'))).toBe(true);
    const abort = new Error('stopped');
    abort.name = 'AbortError';
    expect(isIgnoredError(abort)).toBe(true);
  });

  it('reports everything else', () => {
    expect(isIgnoredError(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe(
      false,
    );
    expect(isIgnoredError('Script error.')).toBe(false);
    expect(isIgnoredError(null)).toBe(false);
    expect(isIgnoredError(42)).toBe(false);
  });
});
