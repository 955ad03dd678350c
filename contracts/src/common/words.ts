/** `a`, `a and b`, `a, b and c`: a list as a sentence says it. */
export function listedInWords(items: readonly string[]): string {
  return items.length <= 1
    ? items.join('')
    : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
