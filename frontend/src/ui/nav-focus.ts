/**
 * Where focus goes among `count` items in a row (the bar: Left and Right) or a column (a panel:
 * Up and Down) for a key, wrapping at the ends; Home and End go to the first and last. Null for
 * any other key.
 */
export function nextIndex(
  key: string,
  at: number,
  count: number,
  orientation: 'row' | 'column',
): number | null {
  const forward = orientation === 'row' ? 'ArrowRight' : 'ArrowDown';
  const back = orientation === 'row' ? 'ArrowLeft' : 'ArrowUp';
  if (count === 0) return null;
  switch (key) {
    case forward:
      return (at + 1) % count;
    case back:
      return (at - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
