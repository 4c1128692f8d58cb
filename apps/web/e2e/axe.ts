import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

/** The rule sets the sweep holds every screen to: WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** A phone (participant and public screens) and a desktop (admin screens). */
export const phone = { width: 390, height: 844 };
export const desktop = { width: 1280, height: 800 };

/** A UI language of the app. */
export type Lang = 'de' | 'en';

/** The catalog text at `ns:dotted.key` in `lang`, placeholders unfilled. */
function catalogText(lang: Lang, key: string): string {
  const [ns = '', dotted = ''] = key.split(':');
  const file = path.join(import.meta.dirname, '../src/locales', lang, `${ns}.json`);
  const value = dotted
    .split('.')
    .reduce<unknown>(
      (node, part) => (node as Record<string, unknown> | undefined)?.[part],
      JSON.parse(fs.readFileSync(file, 'utf8')),
    );
  if (typeof value !== 'string') throw new Error(`no text ${key} in ${lang}`);
  return value;
}

/**
 * The app's text at `ns:dotted.key` in `lang`, read from its catalogs, so a sweep walks
 * both languages with the same steps. `{{name}}` placeholders are filled from `values`.
 */
export function text(lang: Lang, key: string, values: Record<string, string | number> = {}) {
  return catalogText(lang, key).replace(/{{\s*(\w+)\s*}}/g, (_, name: string) =>
    String(values[name] ?? ''),
  );
}

/** The text at `key` as a pattern that matches whatever fills its placeholders. */
export function textPattern(lang: Lang, key: string): RegExp {
  const parts = catalogText(lang, key).split(/{{\s*\w+\s*}}/);
  return new RegExp(
    `^${parts.map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`,
  );
}

/** One violated rule on one screen, with the elements that break it. */
interface Finding {
  screen: string;
  rule: string;
  impact: string;
  help: string;
  /** Each target with what axe measured, where it says (colours and ratio for contrast). */
  targets: string[];
}

/**
 * Waits until the screen stands still: no request of the page in flight, no spinner, and no
 * finite animation running (Mantine's transitions fade dialogs and menus in; axe measures
 * colours mid-fade wrongly). Spinners and other endless animations are not waited for.
 */
export async function settle(page: Page): Promise<void> {
  await expect(page.locator('.mantine-Loader:visible')).toHaveCount(0);
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  );
}

/**
 * Runs axe on the screens one page walks through and collects what it finds, so one run
 * reports every screen at once. `check` also holds `<html lang>` to the UI language.
 */
export class AxeSweep {
  private readonly findings: Finding[] = [];
  private readonly screens: string[] = [];
  private readonly durations = new Map<string, number>();

  constructor(
    private readonly page: Page,
    /** The UI language the screens must be in, `de` or `en`. */
    private readonly language: Lang,
  ) {}

  /** Analyses the page as it is now (after it settled) under the name `screen`. */
  async check(screen: string): Promise<void> {
    const started = Date.now();
    await settle(this.page);
    const name = `${screen} [${this.language}]`;
    this.screens.push(name);
    const lang = await this.page.evaluate(() => document.documentElement.lang);
    if (lang !== this.language) {
      this.findings.push({
        screen: name,
        rule: 'html-lang-follows-ui',
        impact: 'serious',
        help: `<html lang="${lang}"> while the UI is in ${this.language}`,
        targets: ['html'],
      });
    }
    // Legacy mode runs axe in the page itself: the app has no frames, and the default mode
    // opens a blank page for every analysis, which costs seconds per screen.
    const results = await new AxeBuilder({ page: this.page })
      .withTags(wcagTags)
      .setLegacyMode()
      .analyze();
    for (const violation of results.violations) {
      this.findings.push({
        screen: name,
        rule: violation.id,
        impact: violation.impact ?? 'unknown',
        help: violation.help,
        targets: violation.nodes.map((node) => {
          const data = node.any[0]?.data as
            | { fgColor?: string; bgColor?: string; contrastRatio?: number }
            | undefined;
          const measured = data?.contrastRatio
            ? `  (${data.fgColor} on ${data.bgColor}: ${data.contrastRatio})`
            : '';
          return `${node.target.join(' ')}${measured}`;
        }),
      });
    }
    this.durations.set(name, Date.now() - started);
  }

  /** Violations per screen, every screen checked listed (0 when clean). */
  counts(): Map<string, number> {
    const counts = new Map(this.screens.map((screen) => [screen, 0]));
    for (const finding of this.findings) {
      counts.set(finding.screen, (counts.get(finding.screen) ?? 0) + finding.targets.length);
    }
    return counts;
  }

  /** A report a reader can fix from: screen, rule id, impact, help and target selectors. */
  report(): string {
    const lines = [...this.counts()].map(
      ([screen, count]) =>
        `${String(count).padStart(3)}  ${screen}  (${this.durations.get(screen) ?? 0} ms)`,
    );
    for (const f of this.findings) {
      lines.push(`\n${f.screen}: ${f.rule} (${f.impact}) ${f.help}`);
      for (const target of f.targets.slice(0, 8)) lines.push(`    ${target}`);
      if (f.targets.length > 8) lines.push(`    ... and ${f.targets.length - 8} more`);
    }
    return lines.join('\n');
  }

  /**
   * Fails the test with the full report unless no screen had a violation; with `AXE_REPORT`
   * set, prints the count per screen either way (for the figures of a closing note).
   */
  expectClean(): void {
    if (process.env.AXE_REPORT) process.stdout.write(`${this.report()}\n`);
    expect(this.findings.length, `axe violations:\n${this.report()}`).toBe(0);
  }
}

/** Opens what `trigger` opens (a dialog, unless told), checks it, closes it with Escape. */
export async function checkOpened(
  sweep: AxeSweep,
  page: Page,
  screen: string,
  trigger: Locator,
  opened: Locator = page.getByRole('dialog'),
) {
  await trigger.click();
  await expect(opened).toBeVisible();
  await sweep.check(screen);
  await page.keyboard.press('Escape');
  await expect(opened).toBeHidden();
}
