import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiErrorBody } from '../../../test/fetch-mock';
import { getField } from '../../../test/queries';
import { BEN_ID, lastBody, openFundraisingTab, TEAM_ID } from '../fundraising.test-support';

const created = { status: 201, body: { id: 'pledge-9' } };

async function openAddDialog(handlers = {}) {
  const view = await openFundraisingTab({
    'POST /api/events/event-1/pledges': created,
    ...handlers,
  });
  await view.user.click(await screen.findByRole('button', { name: 'Add pledge' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add a pledge' });
  return { ...view, dialog };
}

async function choose(user: UserEvent, label: string, option: string) {
  await user.click(getField(label));
  await user.click(await screen.findByRole('option', { name: option }));
}

const fieldLabels = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('textbox')
    .map((input) => (input as HTMLInputElement).labels?.[0]?.textContent ?? '')
    .map((label) => label.replace(/ \*$/, ''));

describe('the pledge form', () => {
  it('shows only the fields of the chosen kind and scope', async () => {
    const { user, dialog } = await openAddDialog();
    expect(fieldLabels(dialog)).toEqual([
      'Sponsor',
      "Sponsor's e-mail address",
      'Amount per km (EUR)',
      'Cap (EUR, optional)',
    ]);
    await choose(user, 'Kind of pledge', 'Fixed amount');
    expect(fieldLabels(dialog)).toEqual(['Sponsor', "Sponsor's e-mail address", 'Amount (EUR)']);
    await choose(user, 'Kind of pledge', 'Match');
    expect(fieldLabels(dialog)).toEqual([
      'Sponsor',
      "Sponsor's e-mail address",
      'Match in percent',
      'Cap (EUR, optional)',
    ]);
    expect(within(dialog).queryByRole('textbox', { name: /^Team/ })).not.toBeInTheDocument();
    await choose(user, 'Whose kilometres count', 'A team');
    expect(getField('Team')).toBeVisible();
    await choose(user, 'Whose kilometres count', 'A participant');
    expect(within(dialog).queryByRole('textbox', { name: /^Team/ })).not.toBeInTheDocument();
    expect(getField('Participant')).toBeVisible();
  });

  it('sends amounts typed in major units as exact minor units, the other terms empty', async () => {
    const { user, dialog, calls } = await openAddDialog();
    await user.type(getField('Sponsor'), 'Acme GmbH');
    // As floats, 0.29 × 100 is 28.999… and 1.15 × 100 is 114.999….
    await user.type(getField('Amount per km (EUR)'), '0,29');
    await user.type(getField('Cap (EUR, optional)'), '1.15');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The pledge has been added.')).toBeVisible();
    expect(lastBody(calls, 'POST /api/events/event-1/pledges')).toEqual({
      sponsorName: 'Acme GmbH',
      sponsorEmail: null,
      kind: 'perKm',
      scope: 'event',
      teamId: null,
      userId: null,
      ratePerKmMinor: 29,
      amountMinor: null,
      matchPercent: null,
      capMinor: 115,
    });
  });

  it('refuses an amount with more decimals than the currency has, without sending it', async () => {
    const { user, dialog, calls } = await openAddDialog();
    await user.type(getField('Sponsor'), 'Acme GmbH');
    await user.type(getField('Amount per km (EUR)'), '0.005');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText(
        'Enter an amount above 0 with no more decimals than the currency has',
      ),
    ).toBeVisible();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('names the missing term of the chosen kind', async () => {
    const { user, dialog } = await openAddDialog();
    await choose(user, 'Kind of pledge', 'Fixed amount');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Sponsor name is required')).toBeVisible();
    expect(within(dialog).getByText('This field is required')).toBeVisible();
  });

  it('shows the server’s reason under its field and keeps what was typed', async () => {
    const { user, dialog, calls } = await openAddDialog({
      'POST /api/events/event-1/pledges': {
        status: 400,
        body: apiErrorBody('VALIDATION_FAILED', { teamId: ['TEAM_NOT_IN_EVENT'] }),
      },
    });
    await user.type(getField('Sponsor'), 'Bakery Brot');
    await choose(user, 'Whose kilometres count', 'A team');
    await choose(user, 'Team', 'Blue Runners');
    await user.type(getField('Amount per km (EUR)'), '1');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('No member of this team has joined the challenge'),
    ).toBeVisible();
    expect(lastBody(calls, 'POST /api/events/event-1/pledges')).toMatchObject({ teamId: TEAM_ID });
    expect(getField('Sponsor')).toHaveValue('Bakery Brot');
    expect(getField('Amount per km (EUR)')).toHaveValue('1');
    expect(screen.getByRole('dialog', { name: 'Add a pledge' })).toBeVisible();
  });

  it('turns a refusal without a field into a translated toast', async () => {
    const { user, dialog } = await openAddDialog({
      'POST /api/events/event-1/pledges': { status: 409, body: apiErrorBody('EVENT_SETTLED') },
    });
    await user.type(getField('Sponsor'), 'Acme GmbH');
    await user.type(getField('Amount per km (EUR)'), '1');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(/The donations of this challenge are settled/),
    ).toBeInTheDocument();
  });

  it('picks the participant of a participant pledge with the user search', async () => {
    const { user, dialog, calls } = await openAddDialog();
    await user.type(getField('Sponsor'), 'Family Meyer');
    await choose(user, 'Whose kilometres count', 'A participant');
    await user.type(getField('Participant'), 'ben');
    await user.click(await screen.findByRole('option', { name: 'Ben Meyer (ben@example.com)' }));
    await choose(user, 'Kind of pledge', 'Match');
    await user.type(getField('Match in percent'), '50');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(lastBody(calls, 'POST /api/events/event-1/pledges')).toMatchObject({
        kind: 'match',
        scope: 'participant',
        userId: BEN_ID,
        matchPercent: 50,
        capMinor: null,
      }),
    );
  });

  it('edits a pledge from its terms and sends the change in minor units', async () => {
    const { user, calls } = await openFundraisingTab({
      'PATCH /api/events/event-1/pledges/pledge-1': { body: { id: 'pledge-1' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit the pledge of Acme GmbH' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the pledge' });
    expect(getField('Amount per km (EUR)')).toHaveValue('0.50');
    expect(getField('Cap (EUR, optional)')).toHaveValue('100.00');
    expect(getField("Sponsor's e-mail address")).toHaveValue('giving@acme.example');
    await user.clear(getField('Amount per km (EUR)'));
    await user.type(getField('Amount per km (EUR)'), '0.75');
    await user.clear(getField('Cap (EUR, optional)'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The pledge has been updated.')).toBeVisible();
    expect(lastBody(calls, 'PATCH /api/events/event-1/pledges/pledge-1')).toMatchObject({
      ratePerKmMinor: 75,
      capMinor: null,
      sponsorEmail: 'giving@acme.example',
    });
  });
});
