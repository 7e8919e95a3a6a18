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
  const builder = axeScan(page);
  const results = await (selector ? builder.include(selector) : builder).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    screen,
  ).toEqual([]);
}

/**
 * An axe scan of the page, as every journey runs it.
 *
 * Legacy mode runs axe once in the page (same-origin frames included, as the sandbox's payment
 * frame is) instead of a partial run per frame gathered in a new blank page: that page, and axe's
 * 0.5 MB of source parsed again in it, were half of each scan (5.2 s against 2.4 s, median of six
 * alternated scans of the home on this loaded 2-core machine), with the same rules and results.
 * A cross-origin frame would go unscanned; the shop has none of its own.
 */
export const axeScan = (page: Page): AxeBuilder => new AxeBuilder({ page }).setLegacyMode(true);
