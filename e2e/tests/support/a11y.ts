import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * No serious or critical axe violation in the page (or in `selector`). Waits for running
 * animations first: a dialog still fading in has its colours blended with the backdrop, and axe
 * then reports a contrast the finished dialog does not have.
 */
export async function expectNoSeriousA11yIssues(
  page: Page,
  selector?: string,
  screen?: string,
): Promise<void> {
  // Endless ones (a spinner, a skeleton's pulse) never finish and do not blend colours.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  );
  const builder = new AxeBuilder({ page });
  const results = await (selector ? builder.include(selector) : builder).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    screen,
  ).toEqual([]);
}
