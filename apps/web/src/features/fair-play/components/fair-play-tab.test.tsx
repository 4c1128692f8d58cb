import { FAIR_PLAY_DEFAULTS } from '@cc/shared/fair-play/fair-play.rules';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiErrorBody } from '../../../test/fetch-mock';
import { getField } from '../../../test/queries';
import { buildFairPlay, callsTo, openFairPlayTab } from '../fair-play.test-support';

const saved = {
  ...FAIR_PLAY_DEFAULTS,
  dailyFlagKm: 40,
  speedFlagKmh: { ...FAIR_PLAY_DEFAULTS.speedFlagKmh, running: 18 },
  checkPhotoDate: false,
};

describe('the Fair play tab of an event', () => {
  it('shows the checks, each explained, and says they are the defaults until saved', async () => {
    await openFairPlayTab();
    expect(screen.getByRole('tab', { name: 'Fair play', selected: true })).toBeVisible();
    expect(screen.getByText(/^These are the platform's defaults/)).toBeVisible();
    expect(screen.getByRole('switch', { name: 'Run the checks' })).toBeChecked();
    expect(getField('Flag a day over (km)')).toHaveValue('50');
    expect(getField('Hold a day over (km)')).toHaveValue('100');
    expect(getField('Walking (km/h)')).toHaveValue('9');
    expect(getField('Hiking (km/h)')).toHaveValue('8');
    expect(getField('Running (km/h)')).toHaveValue('20');
    expect(getField('Late entry (days)')).toHaveValue('7');
    expect(getField('Outlier factor')).toHaveValue('3');
    expect(getField('Outlier factor')).toHaveAccessibleDescription(
      "Flag an activity this many times longer than the participant's median here (and over 15 km).",
    );
    expect(screen.getByRole('switch', { name: 'Photo dates' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Photo dates' })).toHaveAccessibleDescription(
      "Flag a photo taken more than a day away from the activity's date.",
    );
    expect(
      screen.getByRole('link', { name: 'Activities of this challenge waiting for review' }),
    ).toHaveAttribute('href', '/review?eventId=event-1');
  });

  it('saves every setting and says so', async () => {
    const { user, calls } = await openFairPlayTab({
      'PUT /api/events/event-1/fairPlay': {
        body: buildFairPlay({ settings: saved, isDefault: false }),
      },
    });
    await user.clear(getField('Flag a day over (km)'));
    await user.type(getField('Flag a day over (km)'), '40');
    await user.clear(getField('Running (km/h)'));
    await user.type(getField('Running (km/h)'), '18');
    await user.click(screen.getByRole('switch', { name: 'Photo dates' }));
    await user.click(screen.getByRole('button', { name: 'Save the checks' }));
    expect(await screen.findByText('The fair play checks have been saved.')).toBeVisible();
    expect(callsTo(calls, 'PUT /api/events/event-1/fairPlay')[0]?.body).toEqual(saved);
    expect(screen.queryByText(/^These are the platform's defaults/)).not.toBeInTheDocument();
    expect(getField('Flag a day over (km)')).toHaveValue('40');
  });

  it('refuses a hold below the flag in the browser, with the server’s words', async () => {
    const { user, calls } = await openFairPlayTab();
    await user.clear(getField('Hold a day over (km)'));
    await user.type(getField('Hold a day over (km)'), '30');
    await user.click(screen.getByRole('button', { name: 'Save the checks' }));
    expect(
      await screen.findByText('The day to hold must be at least the day to flag'),
    ).toBeVisible();
    expect(callsTo(calls, 'PUT /api/events/event-1/fairPlay')).toHaveLength(0);
  });

  it('shows the server’s objection under its field and keeps what was typed', async () => {
    const { user } = await openFairPlayTab({
      'PUT /api/events/event-1/fairPlay': {
        status: 400,
        body: apiErrorBody('VALIDATION_FAILED', { 'speedFlagKmh.walking': ['THRESHOLD_INVALID'] }),
      },
    });
    await user.clear(getField('Walking (km/h)'));
    await user.type(getField('Walking (km/h)'), '7.5');
    await user.click(screen.getByRole('button', { name: 'Save the checks' }));
    const walking = getField('Walking (km/h)');
    expect(await screen.findByText('Enter a value within the allowed range')).toBeVisible();
    expect(walking).toHaveAttribute('aria-invalid', 'true');
    expect(walking).toHaveValue('7.5');
  });

  it('is reached from the event’s tabs', async () => {
    const { user, router } = await openFairPlayTab();
    const tabs = screen.getByRole('tablist', { name: 'Challenge sections' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Overview', 'Fundraising', 'Fair play']);
    await user.click(within(tabs).getByRole('tab', { name: 'Overview' }));
    expect(router.state.location.search).toBe('');
    await user.click(within(tabs).getByRole('tab', { name: 'Fair play' }));
    expect(router.state.location.search).toBe('?tab=fairPlay');
  });
});
