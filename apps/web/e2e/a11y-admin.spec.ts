import { expect, test } from '@playwright/test';
import { admin } from '../playwright.config';
import {
  adminToken,
  call,
  createRunningEvent,
  logActivity,
  readyParticipant,
  today,
  userIdOf,
} from './api';
import { AxeSweep, checkOpened, desktop, text, textPattern } from './axe';
import { logIn } from './ui';

/**
 * The axe sweep of the administrator's screens (WCAG 2.0-2.2 A and AA), at desktop width,
 * in German and in English: one page walks every screen with its edit dialogs, selects, date
 * pickers and confirmations open; the test fails with every finding of every screen at once.
 */
test.use({ viewport: desktop });
// The test walks some twenty screens and dialogs, axe analysing each.
test.setTimeout(180_000);

/** An event with participants, an activity, a team and a communication for the tables. */
async function adminWorld() {
  const stamp = Date.now() % 1e8;
  const eventName = `Axe Admin Run ${stamp}`;
  const eventId = await createRunningEvent(eventName);
  const token = await readyParticipant(
    `axe-adm-${stamp}@ex.com`,
    'axe-pass1',
    `Adminsicht${stamp}`,
    eventId,
  );
  await logActivity(token, eventId, 6.4);
  // A second run the same day over 50 km in all: flagged, so the review queue has an entry.
  await logActivity(token, eventId, 45);
  // A staff member in Austria: the dashboard's groups table has two groups per grouping.
  const staffToken = await readyParticipant(
    `axe-adm-st-${stamp}@ex.com`,
    'axe-pass1',
    `Mitarbeit${stamp}`,
    eventId,
    'EN',
    { userType: 'Staff', country: 'AT' },
  );
  await logActivity(staffToken, eventId, 3.2);
  const userId = await userIdOf(token);
  const adminAuth = await adminToken();
  // A cause with a capped per-km pledge and a payment for the money raised (issue 24).
  await call(adminAuth, 'PUT', `/events/${eventId}/fundraising`, {
    charityName: 'Kinderklinik',
    charityUrl: 'https://kinderklinik.example.org',
  });
  const pledge = await call(
    adminAuth,
    'POST',
    `/events/${eventId}/pledges`,
    {
      sponsorName: 'Acme GmbH',
      sponsorEmail: 'giving@acme.example',
      kind: 'perKm',
      scope: 'event',
      ratePerKmMinor: 50,
      capMinor: 300,
    },
    201,
  );
  await call(
    adminAuth,
    'POST',
    `/events/${eventId}/pledges/${pledge.id}/payments`,
    { amountMinor: 100, paidOn: today(), reference: 'INV-1' },
    201,
  );
  await call(adminAuth, 'POST', '/teams', { name: `Axe Admin Team ${stamp}` }, 201);
  await call(
    adminAuth,
    'POST',
    '/communications',
    {
      name: `Axe Admin message ${stamp}`,
      messages: { en: '<p>Hello</p>' },
      select: 'notification',
      type: 'user',
      data: [userId],
    },
    201,
  );
  return { eventId, eventName, userId };
}

for (const lang of ['de', 'en'] as const) {
  test(`admin screens have no axe violations [${lang}]`, async ({ page }) => {
    const world = await adminWorld();
    const sweep = new AxeSweep(page, lang);
    await logIn(page, admin.email, admin.password);
    await expect(page).toHaveURL(/#\/dashboard$/);
    if (lang === 'de') await page.getByText('DE', { exact: true }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    const dialog = page.getByRole('dialog');
    const listbox = page.getByRole('listbox');

    await expect(
      page.getByRole('list', { name: text(lang, 'fundraising:dashboard.listLabel') }),
    ).toBeVisible();
    // The live figures of the running event (issue 26): cards, both charts, the days' table
    // and the groups table, then the groups by country.
    const live = page.getByRole('region', { name: world.eventName });
    await expect(
      live.getByRole('list', { name: text(lang, 'insights:cards.label') }),
    ).toBeVisible();
    await expect(live.locator('figure')).toHaveCount(2);
    await expect(
      live.getByRole('table', {
        name: text(lang, 'insights:groups.caption.userType', { name: world.eventName }),
      }),
    ).toBeVisible();
    await sweep.check('dashboard (with live figures and the money raised)');
    await live.getByText(text(lang, 'insights:groups.byOptions.country'), { exact: true }).click();
    await expect(
      live.getByRole('table', {
        name: text(lang, 'insights:groups.caption.country', { name: world.eventName }),
      }),
    ).toBeVisible();
    await sweep.check('dashboard: groups by country');

    await page.goto('/#/users');
    await expect(page.getByRole('table')).toBeVisible();
    await sweep.check('users');
    await page.getByRole('button', { name: text(lang, 'users:actions.create') }).click();
    await expect(dialog).toBeVisible();
    await sweep.check('users: add dialog');
    await checkOpened(
      sweep,
      page,
      'users: add dialog, country list',
      dialog.getByRole('combobox', { name: text(lang, 'users:form.country') }),
      listbox,
    );
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await checkOpened(
      sweep,
      page,
      'users: status dialog',
      page.getByRole('button', { name: textPattern(lang, 'users:actions.deactivateUser') }).first(),
    );
    await page.goto(`/#/userDetail/${world.userId}`);
    await sweep.check('user detail');

    await page.goto('/#/events');
    await expect(page.getByRole('table')).toBeVisible();
    await sweep.check('events');
    await page.getByRole('button', { name: text(lang, 'events:actions.create') }).click();
    await expect(dialog).toBeVisible();
    await sweep.check('events: add dialog');
    await checkOpened(
      sweep,
      page,
      'events: add dialog, date picker',
      dialog.getByRole('button', { name: text(lang, 'events:form.startDate') }),
      page.locator('button[data-today]').first(),
    );
    await checkOpened(
      sweep,
      page,
      'events: add dialog, status list',
      dialog.getByRole('combobox', { name: text(lang, 'events:form.status') }),
      listbox,
    );
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await checkOpened(
      sweep,
      page,
      'events: delete dialog',
      page.getByRole('button', {
        name: text(lang, 'events:actions.deleteEvent', { name: world.eventName }),
      }),
    );
    await page.goto(`/#/eventDetail/${world.eventId}/${encodeURIComponent(world.eventName)}`);
    await expect(
      page.getByRole('region', { name: text(lang, 'fundraising:card.title') }),
    ).toBeVisible();
    await sweep.check('event detail (with the money raised)');
    await page.getByRole('tab', { name: text(lang, 'events:detail.tabs.fundraising') }).click();
    await expect(page.getByRole('row', { name: /Acme GmbH/ })).toBeVisible();
    await sweep.check('event detail: fundraising tab');
    await page.getByRole('button', { name: text(lang, 'fundraising:pledges.add') }).click();
    await expect(dialog).toBeVisible();
    await sweep.check('fundraising: add pledge dialog');
    await checkOpened(
      sweep,
      page,
      'fundraising: add pledge dialog, kind list',
      dialog.getByRole('combobox', { name: text(lang, 'fundraising:form.kind') }),
      listbox,
    );
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await checkOpened(
      sweep,
      page,
      'fundraising: payments dialog',
      page.getByRole('button', {
        name: text(lang, 'fundraising:pledges.paymentsOf', { name: 'Acme GmbH' }),
      }),
    );
    await checkOpened(
      sweep,
      page,
      'fundraising: delete pledge dialog',
      page.getByRole('button', {
        name: text(lang, 'fundraising:pledges.deletePledge', { name: 'Acme GmbH' }),
      }),
    );

    await page.getByRole('tab', { name: text(lang, 'events:detail.tabs.fairPlay') }).click();
    await expect(
      page.getByRole('button', { name: text(lang, 'fairPlay:settings.save') }),
    ).toBeVisible();
    await sweep.check('event detail: fair play tab');

    await page.goto(`/#/review?eventId=${world.eventId}`);
    const queued = page.getByRole('article').first();
    await expect(queued).toBeVisible();
    await sweep.check('review queue');
    await checkOpened(
      sweep,
      page,
      'review queue: status list',
      page.getByRole('combobox', { name: text(lang, 'fairPlay:review.filters.status') }),
      listbox,
    );
    await page.keyboard.press('Escape');
    await checkOpened(
      sweep,
      page,
      'review queue: exclude dialog',
      queued.getByRole('button', { name: textPattern(lang, 'fairPlay:review.actions.excludeOf') }),
    );

    await page.goto('/#/teams');
    await expect(page.getByRole('table')).toBeVisible();
    await sweep.check('teams');
    await checkOpened(
      sweep,
      page,
      'teams: add dialog',
      page.getByRole('button', { name: text(lang, 'teams:actions.create') }),
    );
    await checkOpened(
      sweep,
      page,
      'teams: delete dialog',
      page.getByRole('button', { name: textPattern(lang, 'teams:actions.deleteTeam') }).first(),
    );

    await page.goto('/#/communicates');
    await expect(page.getByRole('table')).toBeVisible();
    await sweep.check('communications');
    await page.getByRole('button', { name: text(lang, 'communications:actions.create') }).click();
    await expect(dialog).toBeVisible();
    await sweep.check('communications: add dialog');
    await checkOpened(
      sweep,
      page,
      'communications: audience list',
      dialog.getByRole('combobox', { name: text(lang, 'communications:form.audience') }),
      listbox,
    );
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await checkOpened(
      sweep,
      page,
      'communications: delete dialog',
      page
        .getByRole('button', {
          name: textPattern(lang, 'communications:actions.deleteCommunication'),
        })
        .first(),
    );

    // The world's team and communication are administrator writes: the trail has rows.
    await page.goto('/#/audit');
    await expect(page.getByRole('table')).toBeVisible();
    await sweep.check('audit trail');

    await page.goto('/#/report');
    await sweep.check('report: all');
    await checkOpened(
      sweep,
      page,
      'report: type list',
      page.getByRole('combobox', { name: text(lang, 'reports:type.label') }),
      listbox,
    );
    await page.goto(`/#/report/${world.eventId}/${encodeURIComponent(world.eventName)}`);
    await sweep.check('report: event');
    await page
      .getByRole('button', { name: textPattern(lang, 'reports:summary.open') })
      .first()
      .click();
    await sweep.check('report: participants of a count');

    await page.goto('/#/term');
    await sweep.check('terms (admin)');
    sweep.expectClean();
  });
}
