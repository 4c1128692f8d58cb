import { screen, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, it, vi } from 'vitest';
import { findSpecConfirmation } from '../../../test/confirm-dialog';
import { buildFundraising, buildPledge, buildStatement } from '../../../test/factories';
import { apiErrorBody, requestedQueries } from '../../../test/fetch-mock';
import { getField } from '../../../test/queries';
import { lastBody, openFundraisingTab } from '../fundraising.test-support';

const noCause = {
  'GET /api/events/event-1/fundraising': { status: 404, body: apiErrorBody('NOT_FOUND') },
};
const settled = {
  'GET /api/events/event-1/fundraising': {
    body: buildFundraising({ settledAt: '2026-06-22T10:00:00.000Z', myContributionMinor: null }),
  },
};

/** Keeps the browser from saving files: the object URL and the link click of a download. */
function stubSaving() {
  vi.stubGlobal(
    'URL',
    class extends URL {
      static override createObjectURL = () => 'blob:statement';
      static override revokeObjectURL = () => {};
    },
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
}

describe('the Fundraising tab of an event', () => {
  it('sets the cause of an event that has none, in euros unless chosen', async () => {
    const { user, calls } = await openFundraisingTab({
      ...noCause,
      'PUT /api/events/event-1/fundraising': { body: buildFundraising() },
    });
    expect(screen.getByText(/This challenge collects no donations yet/)).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Pledges' })).not.toBeInTheDocument();
    expect(getField('Currency')).toHaveValue('EUR – Euro');
    await user.type(getField('Charity or cause'), 'Children’s Hospital');
    await user.type(getField('Web address of the cause'), 'https://hospital.example.org');
    await user.click(screen.getByRole('button', { name: 'Set the cause' }));
    expect(await screen.findByText('The cause has been saved.')).toBeVisible();
    expect(lastBody(calls, 'PUT /api/events/event-1/fundraising')).toEqual({
      currency: 'EUR',
      charityName: 'Children’s Hospital',
      charityUrl: 'https://hospital.example.org',
      description: '',
    });
    expect(await screen.findByRole('heading', { name: 'Pledges' })).toBeVisible();
  });

  it('shows the server’s reason under the cause’s field and keeps what was typed', async () => {
    const { user } = await openFundraisingTab({
      'PUT /api/events/event-1/fundraising': {
        status: 400,
        body: apiErrorBody('VALIDATION_FAILED', { currency: ['CURRENCY_INVALID'] }),
      },
    });
    await user.clear(getField('Charity or cause'));
    await user.type(getField('Charity or cause'), 'Food bank');
    await user.click(screen.getByRole('button', { name: 'Save the cause' }));
    expect(await screen.findByText('Choose a currency (ISO 4217 code such as EUR)')).toBeVisible();
    expect(getField('Charity or cause')).toHaveValue('Food bank');
  });

  it('lists each pledge with its sponsor’s address, counted km, owed and paid', async () => {
    await openFundraisingTab();
    const row = (await screen.findByRole('cell', { name: /Acme GmbH/ })).closest('tr')!;
    expect(row).toHaveTextContent('giving@acme.example');
    expect(row).toHaveTextContent('€0.50 per km, up to €100.00');
    expect(row).toHaveTextContent('The whole challenge61.7 km counted');
    expect(row).toHaveTextContent('€30.85');
    expect(row).toHaveTextContent('€10.00');
    expect(row).not.toHaveTextContent('Cap reached');
  });

  it('deletes a pledge only after confirmation', async () => {
    const { user, calls } = await openFundraisingTab({
      'DELETE /api/events/event-1/pledges/pledge-1': { status: 204 },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete the pledge of Acme GmbH' }));
    const dialog = await findSpecConfirmation('Delete this pledge?');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('The pledge has been deleted.')).toBeVisible();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(true);
  });

  it('says why a pledge with payments stays', async () => {
    const { user } = await openFundraisingTab({
      'DELETE /api/events/event-1/pledges/pledge-1': {
        status: 409,
        body: apiErrorBody('PLEDGE_HAS_PAYMENTS'),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete the pledge of Acme GmbH' }));
    const dialog = await findSpecConfirmation('Delete this pledge?');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(
      await screen.findByText(/^Payments are recorded for this pledge, so it stays on record/),
    ).toBeVisible();
    expect(screen.getByRole('cell', { name: /Acme GmbH/ })).toBeVisible();
  });

  it('keeps the currency once pledges exist', async () => {
    await openFundraisingTab();
    expect(getField('Currency')).toBeDisabled();
    expect(screen.getByText('The currency stays once pledges exist.')).toBeVisible();
  });

  it('keeps Settle off while the event runs', async () => {
    await openFundraisingTab();
    expect(await screen.findByRole('button', { name: 'Settle' })).toBeDisabled();
    expect(
      screen.getByText('The donations can be settled once the challenge has ended.'),
    ).toBeVisible();
  });

  it('settles an ended event after confirmation, and says why the server refused', async () => {
    const { user, calls } = await openFundraisingTab(
      {
        'POST /api/events/event-1/fundraising/settle': {
          status: 409,
          body: apiErrorBody('EVENT_NOT_ENDED'),
        },
      },
      { state: 'ended' },
    );
    await user.click(await screen.findByRole('button', { name: 'Settle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Settle the donations?' });
    await user.click(within(dialog).getByRole('button', { name: 'Settle' }));
    expect(
      await screen.findByText(
        'The challenge has not ended yet: its donations can be settled after its last day.',
      ),
    ).toBeVisible();
    expect(calls.filter((c) => c.path.endsWith('/fundraising/settle'))).toHaveLength(1);
  });

  it('reopens settled figures after confirmation and turns pledge changes off meanwhile', async () => {
    const { user, calls } = await openFundraisingTab({
      ...settled,
      'POST /api/events/event-1/fundraising/reopen': { body: buildFundraising() },
    });
    expect(await screen.findByText(/^Settled on 22\/06\/2026/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Add pledge' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Edit the pledge of Acme GmbH' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Reopen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reopen the donations?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reopen' }));
    expect(await screen.findByText('The donations are open again.')).toBeVisible();
    expect(calls.some((c) => c.path === '/api/events/event-1/fundraising/reopen')).toBe(true);
  });

  it('lists the statement versions and downloads one as a workbook in the UI language', async () => {
    stubSaving();
    const { user, calls } = await openFundraisingTab({
      ...settled,
      'GET /api/events/event-1/fundraising/statement': {
        body: buildStatement({
          version: 2,
          versions: [
            { version: 1, settledAt: '2026-06-21T10:00:00.000Z' },
            { version: 2, settledAt: '2026-06-22T10:00:00.000Z' },
          ],
        }),
      },
    });
    expect(
      await screen.findByText('Latest statement: €30.85 owed, €10.00 paid, €20.85 outstanding.'),
    ).toBeVisible();
    const versions = screen.getByRole('list', { name: 'Statement versions' });
    expect(
      within(versions)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Version 2 (22/06/2026)Excel', 'Version 1 (21/06/2026)Excel']);
    await user.click(
      within(versions).getByRole('button', {
        name: 'Download the statement (version 1) as an Excel file',
      }),
    );
    expect(await screen.findByText('The statement has been downloaded.')).toBeVisible();
    const path = '/api/events/event-1/fundraising/statement';
    const queries = requestedQueries(path).map((q) => Object.fromEntries(q));
    expect(queries.at(-1)).toEqual({ version: '1', format: 'xlsx' });
    const download = calls.filter((c) => c.path === path).at(-1)!;
    expect(download.headers.get('Accept-Language')).toBe('en');
  });

  it('records a payment towards a pledge in minor units, and deletes one', async () => {
    const today = dayjs();
    const { user, calls } = await openFundraisingTab({
      'GET /api/events/event-1/fundraising': {
        body: buildFundraising({
          pledges: [
            buildPledge({
              paidMinor: 1000,
              payments: [
                {
                  id: 'pay-1',
                  pledgeId: 'pledge-1',
                  amountMinor: 1000,
                  paidOn: '2026-06-23',
                  reference: 'INV-1',
                  createdAt: '2026-06-23T08:00:00.000Z',
                },
              ],
            }),
          ],
        }),
      },
      'POST /api/events/event-1/pledges/pledge-1/payments': { status: 201, body: { id: 'pay-2' } },
      'DELETE /api/events/event-1/pledges/pledge-1/payments/pay-1': { status: 204 },
    });
    await user.click(await screen.findByRole('button', { name: 'Payments of Acme GmbH' }));
    const dialog = await screen.findByRole('dialog', { name: 'Payments of Acme GmbH' });
    expect(within(dialog).getByText('Owed: €30.85 · paid: €10.00')).toBeVisible();
    expect(within(dialog).getByRole('row', { name: /INV-1/ })).toHaveTextContent(
      '23/06/2026€10.00INV-1',
    );

    await user.type(getField('Amount paid (EUR)'), '20,5');
    await user.click(within(dialog).getByRole('button', { name: /^Paid on/ }));
    await user.click(await screen.findByRole('button', { name: today.format('D MMMM YYYY') }));
    await user.type(getField('Reference'), 'INV-7');
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByText('The payment has been recorded.')).toBeVisible();
    expect(lastBody(calls, 'POST /api/events/event-1/pledges/pledge-1/payments')).toEqual({
      amountMinor: 2050,
      paidOn: today.format('YYYY-MM-DD'),
      reference: 'INV-7',
    });
    expect(getField('Amount paid (EUR)')).toHaveValue('');

    await user.click(
      within(dialog).getByRole('button', { name: 'Delete the payment of 23/06/2026' }),
    );
    const confirmation = await findSpecConfirmation('Delete this payment?');
    await user.click(within(confirmation).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('The payment has been deleted.')).toBeVisible();
    expect(
      calls.some(
        (c) => c.method === 'DELETE' && c.path.endsWith('/pledges/pledge-1/payments/pay-1'),
      ),
    ).toBe(true);
  });
});
