import { expect, test } from '@playwright/test';
import { admin } from '../playwright.config';
import { adminToken, call, createRunningEvent, readyParticipant } from './api';
import { logIn } from './ui';

/**
 * Issue 24's journey: the organiser adds a per-km pledge to a running challenge with a cause
 * in the Fundraising tab; a participant logs 5 km and sees the money raised grow by the rate
 * × 5 on /progress, in English and, after switching the profile's language, in German; the
 * organiser sees the same figure on the event's page with the header's language toggle.
 */
test('a per-km pledge turns a participant’s 5 km into money raised, in both languages', async ({
  page,
  browser,
}) => {
  const stamp = Date.now() % 1e8;
  const eventName = `Charity Run ${stamp}`;
  const eventId = await createRunningEvent(eventName);
  await call(await adminToken(), 'PUT', `/events/${eventId}/fundraising`, {
    currency: 'EUR',
    charityName: 'Children’s Hospital',
    charityUrl: 'https://hospital.example.org',
  });
  const email = `giver-${stamp}@example.com`;
  await readyParticipant(email, 'give-fast1', `Giver${stamp}`, eventId);

  // The organiser adds the pledge: 37 cents per km, typed in euros.
  await logIn(page, admin.email, admin.password);
  await expect(page).toHaveURL(/#\/dashboard$/);
  await page.goto(`/#/eventDetail/${eventId}/${encodeURIComponent(eventName)}?tab=fundraising`);
  await page.getByRole('button', { name: 'Add pledge' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a pledge' });
  await dialog.getByRole('textbox', { name: 'Sponsor', exact: true }).fill('Acme GmbH');
  await dialog.getByLabel('Amount per km (EUR)').fill('0.37');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The pledge has been added.')).toBeVisible();
  await expect(page.getByRole('row', { name: /Acme GmbH/ })).toContainText('€0.37 per km');

  // The participant sees the card before and after logging 5 km.
  const runner = await (await browser.newContext()).newPage();
  await logIn(runner, email, 'give-fast1');
  await expect(runner).toHaveURL(/#\/progress$/);
  const card = runner.getByRole('region', { name: 'Money raised' });
  await expect(card).toContainText('€0.00');
  await expect(card).toContainText('Children’s Hospital');
  await expect(card.getByRole('link', { name: 'Children’s Hospital' })).toHaveAttribute(
    'target',
    '_blank',
  );

  await runner.getByRole('link', { name: 'New activity' }).click();
  await runner.getByLabel('Distance in km').fill('5');
  await runner.getByRole('button', { name: 'Submit' }).click();
  await expect(runner).toHaveURL(/#\/my-activity\//);
  await runner.goto('/#/progress');
  // 37 cents × 5 km.
  await expect(card).toContainText('€1.85');
  await expect(card).toContainText('Your kilometres added €1.85');
  await expect(card).toContainText('€0.37 per km');

  // In German, through the profile's language.
  await runner.goto('/#/profile');
  // The language applies the moment it is chosen (decision 080).
  await runner.getByText('Deutsch', { exact: true }).click();
  await expect(runner.getByText('Die App spricht jetzt Deutsch.')).toBeVisible();
  await expect(runner.locator('html')).toHaveAttribute('lang', 'de');
  await runner.goto('/#/progress');
  const karte = runner.getByRole('region', { name: 'Spendenstand' });
  await expect(karte).toContainText('1,85 €');
  await expect(karte).toContainText('Ihre Kilometer haben 1,85 € beigetragen');
  await expect(karte).toContainText('0,37 € pro km');

  // The organiser's page of the event shows the same money, in either language (loaded
  // afresh: the page's figures are kept for half a minute like every read).
  await page.reload();
  await page.getByRole('tab', { name: 'Overview' }).click();
  await expect(page.getByRole('region', { name: 'Money raised' })).toContainText('€1.85');
  await page.getByText('DE', { exact: true }).click();
  await expect(page.getByRole('region', { name: 'Spendenstand' })).toContainText('1,85 €');
  await page.getByText('EN', { exact: true }).click();
  await expect(page.getByRole('region', { name: 'Money raised' })).toContainText('€1.85');
});
