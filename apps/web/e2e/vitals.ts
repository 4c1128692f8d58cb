import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';

/**
 * Interaction to Next Paint as the web-vitals library measures it in the field (onINP with
 * reportAllChanges, attribution build), under the CPU slowdown of Lighthouse's mobile
 * profile. The library reaches the page through the test only: the app's bundle and its
 * size budget stay as they are.
 */

/** Lighthouse's mobile profile runs the CPU four times slower (its cpuSlowdownMultiplier). */
export const LIGHTHOUSE_CPU_SLOWDOWN = 4;

// The package exports no path to its one-script (IIFE) build: found beside the CommonJS one.
const webVitalsScript = path.join(
  path.dirname(createRequire(import.meta.url).resolve('web-vitals/attribution')),
  'web-vitals.attribution.iife.js',
);

/** One INP report: the value and where its time went (web-vitals' INP attribution). */
export interface InpReport {
  value: number;
  /** A selector of the element the slowest interaction was on. */
  target: string;
  inputDelay: number;
  processingDuration: number;
  presentationDelay: number;
}

/** The part of the library's global `webVitals` the page uses. */
interface WebVitals {
  onINP: (
    report: (metric: {
      value: number;
      attribution: Omit<InpReport, 'value' | 'target'> & { interactionTarget?: string };
    }) => void,
    options: { reportAllChanges: boolean; generateTarget: (node: Node | null) => string },
  ) => void;
}

/** What the init script keeps on the page's window. */
interface InpWindow {
  inpReports: InpReport[];
}

/**
 * Loads web-vitals into every document `page` opens from now on and keeps each INP report
 * on the page. Register it after the steps that are not measured (the login), then load the
 * document to measure afresh.
 */
export async function recordInp(page: Page): Promise<void> {
  // One script: Playwright runs each init script in a scope of its own, so the library's
  // global would not reach a second one.
  const library = await fs.readFile(webVitalsScript, 'utf8');
  await page.addInitScript({ content: `${library}\n;(${keepInpReports})(webVitals);` });
}

/** Runs in the page: subscribes to every INP change and keeps it on the window. */
function keepInpReports(webVitals: WebVitals) {
  const w = window as unknown as InpWindow;
  w.inpReports = [];
  webVitals.onINP(
    ({ value, attribution }) =>
      w.inpReports.push({
        value,
        target: attribution.interactionTarget || 'an element since removed',
        inputDelay: attribution.inputDelay,
        processingDuration: attribution.processingDuration,
        presentationDelay: attribution.presentationDelay,
      }),
    {
      reportAllChanges: true,
      // The control as a person names it (`button "Like, 1 like"`), not Mantine's classes.
      generateTarget: (node) => {
        const element = node instanceof Element ? node.closest('button, a, input, textarea') : null;
        if (!element) return node?.nodeName.toLowerCase() ?? '';
        const name = element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '';
        return `${element.localName} "${name}"`;
      },
    },
  );
}

/** Slows the page's CPU as Lighthouse's mobile profile does; it holds across reloads. */
export async function slowCpuLikeLighthouse(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: LIGHTHOUSE_CPU_SLOWDOWN });
}

/** The INP reports of the page's current document so far. */
export function inpReports(page: Page): Promise<InpReport[]> {
  return page.evaluate(() => (window as unknown as InpWindow).inpReports);
}

/**
 * Waits until web-vitals has reported an INP above zero for the current document and
 * answers the latest report. The library reports once the browser is idle after the
 * interaction's next paint, so this waits for that, not for a fixed time.
 */
export async function measuredInp(page: Page): Promise<InpReport> {
  await expect
    .poll(async () => (await inpReports(page)).at(-1)?.value ?? 0, {
      message: 'web-vitals reports an INP for the interaction',
    })
    .toBeGreaterThan(0);
  const latest = (await inpReports(page)).at(-1);
  if (!latest) throw new Error('no INP report');
  return latest;
}

/**
 * Prints `INP <what> (4x CPU): 123 ms (...)` in the run's output and keeps the line as an
 * annotation of the test, so the JSON report carries it too.
 */
export function reportInp(what: string, inp: InpReport): void {
  const parts = [
    `input delay ${Math.round(inp.inputDelay)}`,
    `processing ${Math.round(inp.processingDuration)}`,
    `presentation ${Math.round(inp.presentationDelay)}`,
  ].join(', ');
  const line = `INP ${what} (${LIGHTHOUSE_CPU_SLOWDOWN}x CPU): ${inp.value} ms (${parts} ms; on ${inp.target})`;
  console.info(line);
  test.info().annotations.push({ type: 'INP', description: line });
}
