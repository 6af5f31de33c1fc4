import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

type Violation = { id: string; impact: string; nodes: { target: string[]; html: string; failureSummary?: string }[] };

/**
 * Serious and critical axe-core violations on the page (or inside `include`), as
 * 'rule: target' lines. The shared toaster is left out: a toast left over from an earlier step is
 * not the screen under test. Evaluated through the devtools protocol, since the app's CSP
 * (rightly) refuses an injected script tag.
 */
export async function seriousAxeViolations(page: Page, include?: string[]): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (selectors) => {
    const axe = (window as unknown as { axe: { run: (ctx: object, o: object) => Promise<{ violations: Violation[] }> } }).axe;
    const context = { ...(selectors ? { include: selectors.map((s) => [s]) } : {}), exclude: [['[data-sonner-toaster]']] };
    return (await axe.run(context, { resultTypes: ['violations'] })).violations;
  }, include ?? null);
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) =>
      v.nodes.map(
        (n) => `${v.id}: ${n.target.join(' ')} ${n.html.slice(0, 200)}${n.failureSummary ? ` (${n.failureSummary.replace(/\s+/g, ' ').slice(0, 160)})` : ''}`,
      ),
    );
}
