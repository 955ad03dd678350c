/**
 * The slide a carousel's dot tabs move to on a key (the ARIA tabs pattern): Right and Left step,
 * wrapping round; Home and End go to the ends. Null for any other key.
 */
export function tabKeyTarget(key: string, shown: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
      return (shown + 1) % count;
    case 'ArrowLeft':
      return (shown - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
