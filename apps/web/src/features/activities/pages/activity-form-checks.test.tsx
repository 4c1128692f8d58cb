import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import {
  buildActivity,
  buildEntryCheck,
  buildFlag,
  buildMyEvent,
  buildProfile,
  buildProgress,
} from '../../../test/factories';
import { apiErrorBody, type Handlers, type RecordedCall } from '../../../test/fetch-mock';
import { getField } from '../../../test/queries';
import {
  currentPath,
  mockFormCalls,
  openActivityForm,
  runningChallenge,
} from '../activities.test-support';

const event = buildMyEvent(runningChallenge);
const formPath = `/activity-form/${event._id}`;

/** The server of these tests: `check` answers the pre-save check; the save works. */
function mockCalls(check: Handlers[string], profile = buildProfile()) {
  return mockFormCalls(
    event,
    {
      'POST /api/activities/check': check,
      'POST /api/activities': { status: 201, body: buildActivity() },
      [`GET /api/events/${event._id}/progress`]: { body: buildProgress() },
    },
    profile,
  );
}

async function fillAndSubmit(user: ReturnType<typeof userEvent.setup>, field = 'Distance in km') {
  // A new activity starts on today, the latest day it may have.
  await user.type(getField(field), '30');
  await user.click(screen.getByRole('button', { name: /^(Submit|Speichern)$/ }));
}

const creates = (calls: RecordedCall[]) =>
  calls.filter((c) => c.method === 'POST' && c.path === '/api/activities');

describe('saving an entry the fair play checks would flag', () => {
  it('asks first, names the day limit and each reason, and keeps everything on cancel', async () => {
    const calls = mockCalls({ body: buildEntryCheck([buildFlag({ value: 60, limit: 50 })]) });
    const { user, router } = await openActivityForm(formPath);

    await fillAndSubmit(user);
    const dialog = await screen.findByRole('dialog', {
      name: 'Over 50 km in one day? It will be reviewed.',
    });
    expect(within(dialog).getByText('60 km on one day, over 50 km')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(creates(calls)).toHaveLength(0);
    expect(getField('Distance in km')).toHaveValue('30');
    expect(currentPath(router)).toBe(formPath);

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const again = await screen.findByRole('dialog');
    await user.click(within(again).getByRole('button', { name: 'Save anyway' }));
    expect(await screen.findByText('Activity created')).toBeInTheDocument();
    expect(creates(calls)).toHaveLength(1);
  });

  it('gives the day limit in miles to a participant who uses miles', async () => {
    mockCalls({ body: buildEntryCheck([buildFlag()]) }, buildProfile({ unit: 'MILE' }));
    const { user } = await openActivityForm(formPath);

    await fillAndSubmit(user, 'Distance in miles');
    const dialog = await screen.findByRole('dialog', {
      name: 'Over 31.1 mi in one day? It will be reviewed.',
    });
    expect(within(dialog).getByText('37.3 mi on one day, over 31.1 mi')).toBeInTheDocument();
  });

  it('says that a held entry will not count until an organiser approves it', async () => {
    const held = buildFlag({ rule: 'dailyHold', value: 120, limit: 100 });
    mockCalls({ body: buildEntryCheck([held]) });
    const { user } = await openActivityForm(formPath);

    await fillAndSubmit(user);
    expect(
      await screen.findByRole('dialog', {
        name: 'Over 100 km in one day? It will not count until an organiser approves it.',
      }),
    ).toBeInTheDocument();
  });

  it('says that other flags will be reviewed, in German with the Sie form', async () => {
    await i18n.changeLanguage('de');
    const late = buildFlag({ rule: 'lateEntry', value: 9, limit: 7 });
    mockCalls({ body: buildEntryCheck([late]) }, buildProfile({ language: 'DE' }));
    const { user } = await openActivityForm(formPath);

    await fillAndSubmit(user, 'Strecke in km');
    const dialog = await screen.findByRole('dialog', { name: 'Dieser Eintrag wird geprüft.' });
    expect(
      within(dialog).getByText('9 Tage nach dem Datum eingetragen (Grenze: 7)'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Möchten Sie ihn trotzdem speichern?')).toBeInTheDocument();
  });

  it('saves as before, without asking, when the check fails', async () => {
    const calls = mockCalls({ status: 500, body: apiErrorBody('INTERNAL') });
    const { user, router } = await openActivityForm(formPath);

    await fillAndSubmit(user);
    expect(await screen.findByText('Activity created')).toBeInTheDocument();
    await waitFor(() => expect(currentPath(router)).toBe(`/my-activity/${event._id}`));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(creates(calls)).toHaveLength(1);
  });
});
