import { expect, type Locator, type Page, test } from '@playwright/test';
import { admin } from '../playwright.config';
import { adminToken, call, logActivity, readyParticipant, today } from './api';
import { type Lang, text } from './axe';
import { logIn } from './ui';

/**
 * Issue 26's journey, in English and in German: a challenge of four days runs with five
 * customers in Germany (8.5 km each, one of them the viewer) and two staff in Austria (one
 * of them active, 5 km). The organiser's dashboard shows the forecast at the end (47.5 km so
 * far at today's pace for three more days: 190 km) against the target, on track or behind,
 * and the groups table; the viewer's groups tab shows both groups with their figures, her
 * own marked and the staff without a place (one active participant, five needed), and
 * switches the grouping to country; her my-activity page names her group's place.
 */

/** The day `days` after `day` (both YYYY-MM-DD). */
function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The challenge, its participants and their runs, through the API; the viewer's login. */
async function groupsWorld(lang: Lang, targetKm: number) {
  const stamp = `${lang}${Date.now() % 1e8}`;
  const eventName = `Group Run ${stamp}`;
  const language = lang === 'de' ? 'DE' : 'EN';
  const day = today();
  const event = await call(
    await adminToken(),
    'POST',
    '/events',
    { name: eventName, startDate: day, endDate: addDays(day, 3), maximumKm: targetKm },
    201,
  );
  const eventId: string = event._id;
  const viewer = { email: `grp-me-${stamp}@ex.com`, password: 'group-pass1' };
  const customers = [
    await readyParticipant(viewer.email, viewer.password, `Gruppig${stamp}`, eventId, language),
  ];
  for (let i = 1; i < 5; i++) {
    customers.push(
      await readyParticipant(`grp-c${i}-${stamp}@ex.com`, 'group-pass1', `Kunde${i}`, eventId),
    );
  }
  for (const token of customers) await logActivity(token, eventId, 8.5);
  const staff = { userType: 'Staff', country: 'AT' } as const;
  const activeStaff = await readyParticipant(
    `grp-s1-${stamp}@ex.com`,
    'group-pass1',
    'Staffer',
    eventId,
    'EN',
    staff,
  );
  await logActivity(activeStaff, eventId, 5);
  // Joined but never ran: registered, not active.
  await readyParticipant(`grp-s2-${stamp}@ex.com`, 'group-pass1', 'Idle', eventId, 'EN', staff);
  return { eventId, eventName, viewer };
}

/** A number as the UI language writes it with one decimal ("1,000.0" or "1.000,0"). */
function oneDecimal(lang: Lang, value: number): string {
  const [whole = '', tenth = '0'] = value.toFixed(1).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, lang === 'de' ? '.' : ',');
  return `${grouped}${lang === 'de' ? ',' : '.'}${tenth}`;
}

/** The row of `table` whose row header is `name`. */
function rowOf(table: Locator, name: string): Locator {
  return table
    .getByRole('row')
    .filter({ has: table.page().getByRole('rowheader', { name, exact: true }) });
}

/** The entry of the groups list named `label`. */
function groupItem(page: Page, lang: Lang, label: string): Locator {
  return page
    .getByRole('list', { name: text(lang, 'rankings:list.groups') })
    .getByRole('listitem')
    .filter({ hasText: label });
}

const cases = [
  // A target of 100 km: 190 km forecast is on track. Of 1,000 km: behind.
  { lang: 'en', targetKm: 100, onTrack: true },
  { lang: 'de', targetKm: 1000, onTrack: false },
] as const;

for (const { lang, targetKm, onTrack } of cases) {
  test(`the organiser sees the forecast and the groups, a participant the groups tab [${lang}]`, async ({
    page,
    browser,
  }) => {
    const world = await groupsWorld(lang, targetKm);
    const userTypeName = (type: 'Customer' | 'Staff') => text(lang, `common:userTypes.${type}`);
    const country = (code: string) =>
      new Intl.DisplayNames([lang], { type: 'region' }).of(code) ?? code;
    const pct = (value: number) => (lang === 'de' ? `${value} %` : `${value}%`);

    // (a) The organiser: the event's live figures open the dashboard.
    await logIn(page, admin.email, admin.password);
    await expect(page).toHaveURL(/#\/dashboard$/);
    if (lang === 'de') await page.getByText('DE', { exact: true }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(
      page.getByRole('heading', { name: text(lang, 'insights:section.title') }),
    ).toBeVisible();
    const section = page.getByRole('region', { name: world.eventName });
    const cards = section.getByRole('list', { name: text(lang, 'insights:cards.label') });
    const card = (label: 'forecast' | 'registered' | 'km') =>
      cards
        .getByRole('listitem')
        .filter({ has: page.getByText(text(lang, `insights:cards.${label}`), { exact: true }) });
    const forecast = card('forecast');
    await expect(forecast).toContainText(`${oneDecimal(lang, 190)} km`);
    await expect(forecast).toContainText(
      text(lang, 'insights:cards.forecastTarget', { target: oneDecimal(lang, targetKm) }),
    );
    await expect(
      forecast.getByText(text(lang, `insights:cards.${onTrack ? 'onTrack' : 'behind'}`), {
        exact: true,
      }),
    ).toBeVisible();
    await expect(card('registered')).toContainText('7');
    await expect(card('km')).toContainText(`${oneDecimal(lang, 47.5)} km`);

    const groupsTable = section.getByRole('table', {
      name: text(lang, 'insights:groups.caption.userType', { name: world.eventName }),
    });
    await expect(groupsTable).toBeVisible();
    for (const header of ['group', 'registered', 'active', 'participation', 'rank'] as const) {
      await expect(
        groupsTable.getByRole('columnheader', {
          name: text(lang, `insights:groups.${header}`),
          exact: true,
        }),
      ).toBeVisible();
    }
    // The organiser sees every place, the small group's too; the server's group names follow
    // the header's switch of language (in German, Kunde, not the English first answer's Customer).
    await expect(rowOf(groupsTable, userTypeName('Customer'))).toHaveText(
      [
        userTypeName('Customer'),
        '5',
        '5',
        pct(100),
        oneDecimal(lang, 42.5),
        oneDecimal(lang, 8.5),
        '1',
      ].join(''),
    );
    await expect(rowOf(groupsTable, userTypeName('Staff'))).toHaveText(
      [
        userTypeName('Staff'),
        '2',
        '1',
        pct(50),
        oneDecimal(lang, 5),
        oneDecimal(lang, 5),
        '2',
      ].join(''),
    );
    // A segmented control's option is pressed on its label (the radio itself is hidden).
    await section
      .getByText(text(lang, 'insights:groups.byOptions.country'), { exact: true })
      .click();
    const byCountry = section.getByRole('table', {
      name: text(lang, 'insights:groups.caption.country', { name: world.eventName }),
    });
    await expect(rowOf(byCountry, country('DE'))).toBeVisible();
    await expect(rowOf(byCountry, country('AT'))).toBeVisible();
    await expect(
      section.getByRole('button', { name: text(lang, 'insights:download.groups.country') }),
    ).toBeVisible();

    // (b) The participant (a customer in Germany): the groups tab of the ranking.
    const viewer = await (await browser.newContext()).newPage();
    await logIn(viewer, world.viewer.email, world.viewer.password);
    await expect(viewer).toHaveURL(/#\/progress$/);
    await expect(viewer.locator('html')).toHaveAttribute('lang', lang);
    await viewer.goto(`/#/ranking/${world.eventId}`);
    await viewer.getByRole('tab', { name: text(lang, 'rankings:tabs.groups') }).click();
    await expect(viewer).toHaveURL(/[?&]tab=groups/);
    await expect(
      viewer.getByRole('combobox', { name: text(lang, 'rankings:groups.metric') }),
    ).toHaveValue(text(lang, 'rankings:groups.metrics.avgActive'));

    const customers = groupItem(viewer, lang, userTypeName('Customer'));
    await expect(customers).toHaveAttribute('aria-current', 'true');
    await expect(customers).toContainText(text(lang, 'rankings:groups.mine'));
    await expect(customers).toContainText(`${text(lang, 'rankings:rankPrefix')} 1`);
    await expect(customers).toContainText(
      `${text(lang, 'rankings:distance.KM', { value: lang === 'de' ? '8,5' : '8.5' })} ${text(lang, 'rankings:groups.per.avgActive')}`,
    );
    await expect(customers).toContainText(
      text(lang, 'rankings:groups.members_other', { value: 5 }),
    );
    await expect(customers).toContainText(text(lang, 'rankings:groups.rate', { value: 100 }));
    await expect(customers).not.toContainText(text(lang, 'rankings:groups.noRank'));

    const staffGroup = groupItem(viewer, lang, userTypeName('Staff'));
    await expect(staffGroup).not.toHaveAttribute('aria-current', 'true');
    await expect(staffGroup).toContainText(
      `${text(lang, 'rankings:distance.KM', { value: 5 })} ${text(lang, 'rankings:groups.per.avgActive')}`,
    );
    await expect(staffGroup).toContainText(
      text(lang, 'rankings:groups.members_other', { value: 2 }),
    );
    await expect(staffGroup).toContainText(text(lang, 'rankings:groups.rate', { value: 50 }));
    await expect(staffGroup).toContainText(text(lang, 'rankings:groups.noRank'));
    await expect(
      viewer.getByText(text(lang, 'rankings:groups.minimum_other', { value: 5 }), {
        exact: false,
      }),
    ).toBeVisible();

    // Grouped by country: Germany holds the place, Austria is too small for one.
    await viewer
      .getByText(text(lang, 'rankings:groups.byOptions.country'), { exact: true })
      .click();
    await expect(viewer).toHaveURL(/[?&]by=country/);
    const germany = groupItem(viewer, lang, country('DE'));
    await expect(germany).toHaveAttribute('aria-current', 'true');
    await expect(germany).toContainText(`${text(lang, 'rankings:rankPrefix')} 1`);
    await expect(groupItem(viewer, lang, country('AT'))).toContainText(
      text(lang, 'rankings:groups.noRank'),
    );
    await expect(groupItem(viewer, lang, userTypeName('Customer'))).toHaveCount(0);

    // Her own activity page names her group's place.
    await viewer.goto(`/#/my-activity/${world.eventId}`);
    await expect(
      viewer.getByText(
        text(lang, 'activities:myActivity.group.ranked', {
          userType: userTypeName('Customer'),
          distanceText: `${lang === 'de' ? '8,5' : '8.5'} km`,
          rank: 1,
          total: 1,
        }),
      ),
    ).toBeVisible();
  });
}
