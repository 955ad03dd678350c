import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from './fixtures';

const AXE_SOURCE = readFileSync(createRequire(__filename).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeResults {
  violations: { id: string; nodes: { target: string[] }[] }[];
}

/** axe-core's WCAG 2 A/AA rules on the page as it is: the ids and targets of what fails. */
export async function axeViolations(page: Page): Promise<string[]> {
  // Evaluated through the devtools protocol: the page's CSP (no inline scripts) stays on.
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (o: object) => Promise<AxeResults> } }).axe;
    const results = await axe.run({ runOnly: ['wcag2a', 'wcag2aa'] });
    return results.violations.map(
      (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
  });
}
