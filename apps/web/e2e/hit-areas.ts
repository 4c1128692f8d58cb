import { expect, type Page } from '@playwright/test';
import { settle } from './axe';

/**
 * Measures the hit area of every visible interactive element of a screen, the way a finger
 * meets it (issue 27, decision 081).
 *
 * The method: a control's box alone says too little. A small icon button may carry an
 * invisible `::after` extension (a tap on a pseudo-element lands on its element), and a
 * checkbox's 20 px box is tapped through its label. So each control is scrolled to the middle
 * of the viewport and `document.elementFromPoint` is asked, on a 5 x 5 grid of points
 * spanning a 44 x 44 px square centred on the control (together with its labels for a
 * checkbox or radio), what a tap there would reach. Every point must reach the control: the
 * control itself, something inside it, or a label that activates it. A point covered by
 * another element (a neighbour, the header, a sheet) is a miss, as it is for the finger.
 * For the report, the reachable width and height are walked out from the centre one pixel
 * at a time along the two axes.
 *
 * Exempt: links inside a sentence (WCAG 2.5.8's inline exception: their size is set by the
 * line of text around them), disabled controls, and the hidden ones.
 */

/** One control that a finger cannot hit on 44 x 44 px. */
export interface Offender {
  screen: string;
  control: string;
  /** The visible box, "W x H". */
  box: string;
  /** What a tap reaches, walked out from the centre, "W x H". */
  reach: string;
  /** What a tap at the first point that missed reached instead (a neighbour, an overlay). */
  missedBy: string;
}

/** The minimum side of a hit area, in CSS px (WCAG 2.5.5, decision 077). */
export const minTarget = 44;

const interactive = [
  'a[href]',
  'button',
  'input:not([type=hidden])',
  'select',
  'textarea',
  'summary',
  ...['button', 'tab', 'checkbox', 'radio', 'switch', 'menuitem', 'link', 'option'].map(
    (role) => `[role=${role}]`,
  ),
].join(',');

/** Runs in the page: the offenders among the screen's interactive elements. */
function measureInPage({
  selector,
  min,
  within,
}: {
  selector: string;
  min: number;
  within: string;
}) {
  const controls = [...document.querySelectorAll(within)].flatMap((scope) => [
    ...scope.querySelectorAll<HTMLElement>(selector),
  ]);
  const seen = new Set<Element>();
  const found: { control: string; box: string; reach: string; missedBy: string }[] = [];

  const isVisible = (el: Element) => {
    const rect = el.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0) return false;
    return el.checkVisibility({ opacityProperty: false, visibilityProperty: true });
  };
  /** A link whose block holds other words too: a link inside a sentence. */
  const isInlineLink = (el: HTMLElement) => {
    if (el.tagName !== 'A' || getComputedStyle(el).display !== 'inline') return false;
    const block = el.parentElement;
    return !!block && (block.textContent ?? '').trim() !== (el.textContent ?? '').trim();
  };
  const labelsOf = (el: HTMLElement): HTMLElement[] =>
    el instanceof HTMLInputElement && el.labels ? [...el.labels] : [];
  const describe = (el: HTMLElement) => {
    const name =
      el.getAttribute('aria-label') ||
      (el.textContent ?? '').trim() ||
      labelsOf(el)
        .map((l) => (l.textContent ?? '').trim())
        .join(' ') ||
      el.getAttribute('placeholder') ||
      el.getAttribute('name') ||
      '';
    const role = el.getAttribute('role');
    const type = el.getAttribute('type');
    const tag = `${el.tagName.toLowerCase()}${role ? `[role=${role}]` : ''}${type ? `[type=${type}]` : ''}`;
    return `${tag} "${name.replace(/\s+/g, ' ').slice(0, 60)}"`;
  };

  for (const el of controls) {
    // A control inside another one (a link holding a button) is measured once, as the outer.
    if ([...seen].some((outer) => outer.contains(el))) continue;
    if (el.matches(':disabled, [aria-disabled=true]')) continue;
    if (el.closest('[inert], [aria-hidden=true]')) continue;
    // A checkbox's or radio's labels toggle it: they are part of its target.
    const isToggle = el instanceof HTMLInputElement && ['checkbox', 'radio'].includes(el.type);
    const labels = isToggle ? labelsOf(el).filter(isVisible) : [];
    const parts = [el, ...labels].filter(isVisible);
    if (parts.length === 0) continue;
    if (isInlineLink(el)) continue;
    seen.add(el);

    el.scrollIntoView({ block: 'center', inline: 'center' });
    // The square is centred on the largest part: the label of a small checkbox, else the control.
    const area = (r: DOMRect) => r.width * r.height;
    const rect = parts
      .map((part) => part.getBoundingClientRect())
      .reduce((a, b) => (area(b) > area(a) ? b : a));
    const cx = rect.left + rect.width / 2;
    const cy = rect.top + rect.height / 2;

    const reaches = (x: number, y: number) => {
      const hit = document.elementFromPoint(x, y);
      if (!hit) return false;
      if (el.contains(hit)) return true;
      const label = hit.closest('label');
      return !!label && (label.control === el || labels.includes(label));
    };
    // Hit testing works on whole pixels, so the square's outer probes sit 1 px inside it and
    // the reach is counted in whole pixels: a control can pass at 43.x px, never below.
    const half = min / 2 - 1;
    let miss: Element | null | undefined;
    for (let i = 0; i < 5 && !miss; i++) {
      for (let j = 0; j < 5 && !miss; j++) {
        const x = cx - half + (i * 2 * half) / 4;
        const y = cy - half + (j * 2 * half) / 4;
        if (!reaches(x, y)) miss = document.elementFromPoint(x, y);
        if (miss === undefined) miss = null;
      }
    }
    const walk = (dx: number, dy: number) => {
      let step = 0;
      while (step < 60 && reaches(cx + dx * (step + 1), cy + dy * (step + 1))) step++;
      return step;
    };
    const centre = reaches(cx, cy);
    const reachW = centre ? walk(-1, 0) + walk(1, 0) + 1 : 0;
    const reachH = centre ? walk(0, -1) + walk(0, 1) + 1 : 0;
    if (!miss && reachW >= min && reachH >= min) continue;
    const box = el.getBoundingClientRect();
    found.push({
      control: describe(el),
      box: `${Math.round(box.width)} x ${Math.round(box.height)}`,
      reach: `${reachW} x ${reachH}`,
      missedBy: miss ? `${miss.tagName.toLowerCase()}.${[...miss.classList].join('.')}` : '',
    });
  }
  window.scrollTo(0, 0);
  return found;
}

/** Collects the offenders of each screen a page walks through; fails once, with all. */
export class HitAreaWalk {
  readonly offenders: Offender[] = [];
  readonly screens: string[] = [];

  constructor(private readonly page: Page) {}

  /**
   * Measures the screen as it stands now (after it settles) under the name `screen`; with
   * `within`, only the controls inside it (an open dialog or menu: the screen behind it is
   * covered, and was measured on its own).
   */
  async check(screen: string, within = 'body'): Promise<void> {
    await settle(this.page);
    const found = await this.page.evaluate(measureInPage, {
      selector: interactive,
      min: minTarget,
      within,
    });
    this.screens.push(screen);
    this.offenders.push(...found.map((o) => ({ screen, ...o })));
  }

  /** Fails listing every control under 44 x 44 px, screen by screen. */
  expectNone(): void {
    const lines = this.offenders.map(
      (o) =>
        `${o.screen}: ${o.control} box ${o.box}, reachable ${o.reach}${o.missedBy ? ` (a tap reaches ${o.missedBy})` : ''}`,
    );
    expect(lines, `controls under ${minTarget} x ${minTarget} px`).toEqual([]);
  }
}
