/// <reference lib="dom" />
// The callbacks given to page.evaluate and addInitScript run in the browser page.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { type Account, DEMO_PASSWORD } from './demo-ids';
import { type DemoIds, type Screen, screenName } from './screens';
import { type Lang, text } from './texts';

/** localStorage key of the UI language (apps/web/src/lib/i18n.ts, LANGUAGE_STORAGE_KEY). */
const LANGUAGE_KEY = 'language';

/** Phone and desktop windows of the review (issue 27). */
export const viewports = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

/** Where the pictures go, and the list of files written so far. */
export interface Output {
  dir: string;
  written: string[];
  failed: string[];
}

/** A fresh browser window in `lang`, with no service worker (every picture from the network). */
export async function openWindow(
  browser: Browser,
  baseURL: string,
  viewport: { width: number; height: number },
  lang: Lang,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL,
    viewport,
    locale: lang === 'de' ? 'de-DE' : 'en-GB',
    timezoneId: 'Europe/Berlin',
    serviceWorkers: 'block',
    reducedMotion: 'reduce',
  });
  await context.addInitScript(
    ([key, value]) => {
      if (!localStorage.getItem(key)) localStorage.setItem(key, value);
    },
    [LANGUAGE_KEY, lang] as const,
  );
  return { context, page: await context.newPage() };
}

/**
 * Loads an address of the hash router afresh (leaving the page first: changing only the hash
 * would keep the previous screen's open drawer or dialog) and waits until it has settled.
 */
async function visit(page: Page, path: string): Promise<void> {
  await page.goto('about:blank');
  await page.goto(`/#${path}`);
  await settle(page);
}

/**
 * Waits for the network to rest and for the page's loaders to go (each bounded: a page that
 * polls never rests, and a picture of a slow page is still worth more than none), then fonts.
 */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 8_000 }).catch(() => undefined);
  await page
    .waitForFunction(() => !document.querySelector('.mantine-Loader-root'), null, {
      timeout: 15_000,
    })
    .catch(() => undefined);
  await page.evaluate(() => document.fonts.ready);
}

/** Signs in through the login page as a person does, in `lang`. */
export async function logIn(page: Page, account: Account, lang: Lang): Promise<void> {
  await visit(page, '/login');
  await page.getByLabel(text(lang, 'auth:fields.email')).fill(account.email);
  await page
    .getByRole('textbox', { name: text(lang, 'auth:fields.password'), exact: true })
    .fill(account.password ?? DEMO_PASSWORD);
  await page.getByRole('button', { name: text(lang, 'auth:login.submit') }).click();
  await page.waitForURL((url) => !url.hash.startsWith('#/login'));
  await settle(page);
}

/** Sets the UI language the way the language toggle does, and reloads the page. */
export async function useLanguage(page: Page, lang: Lang): Promise<void> {
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    LANGUAGE_KEY,
    lang,
  ] as const);
  await page.reload();
  await settle(page);
}

async function shoot(page: Page, output: Output, name: string): Promise<void> {
  const file = `${output.dir}/${name}.png`;
  await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
  output.written.push(file);
}

/**
 * Pictures each screen of a list: opens its address, opens what it says (a dialog), and
 * writes one file, or one per tab. A screen whose record the demo lacks, or whose dialog
 * does not open, is reported as failed and the others go on.
 */
export async function captureScreens(
  page: Page,
  screens: Screen[],
  ids: DemoIds,
  who: { role: string; lang: Lang },
  output: Output,
): Promise<void> {
  for (const [index, screen] of screens.entries()) {
    const name = screenName(who.role, who.lang, index, screen.slug);
    const path = screen.path(ids);
    if (!path) {
      output.failed.push(`${name}: the demo content has no record for it`);
      continue;
    }
    try {
      await visit(page, path);
      if (screen.open) {
        await screen.open(page, who.lang);
        await settle(page);
      }
      if (!screen.eachTab) {
        await shoot(page, output, name);
        continue;
      }
      const tabs = page.getByRole('tab');
      // The tabs come with the page's data; a page without tabs is pictured once.
      await tabs
        .first()
        .waitFor({ timeout: 10_000 })
        .catch(() => undefined);
      const count = await tabs.count();
      if (count === 0) await shoot(page, output, name);
      for (let tab = 0; tab < count; tab += 1) {
        await tabs.nth(tab).click();
        await settle(page);
        await shoot(page, output, `${name}-tab${tab + 1}`);
      }
    } catch (error) {
      output.failed.push(`${name}: ${(error as Error).message.split('\n')[0]}`);
    }
  }
}
