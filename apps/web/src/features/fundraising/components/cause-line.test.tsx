import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import {
  buildFundraising,
  buildMyEvent,
  buildPage,
  buildProfile,
  buildProgress,
} from '../../../test/factories';
import { apiErrorBody, type MockReply, mockFetch } from '../../../test/fetch-mock';
import { PAGE_LOAD_MS, renderApp } from '../../../test/render-app';
import { signInAs } from '../../../test/session';

const springRun = buildMyEvent({
  startDate: '2025-03-01',
  endDate: '2099-12-31',
  description: 'Run for the ward.',
});

/** /progress of a participant whose running challenge's fundraising answers `reply`. */
function openProgress(reply: MockReply, language: 'EN' | 'DE' = 'EN') {
  signInAs('user');
  mockFetch({
    'GET /api/profile': { body: buildProfile({ language }) },
    'GET /api/profile/events': { body: { docs: [springRun] } },
    'GET /api/profile/myActivities': { body: buildPage([]) },
    'GET /api/events/event-1/progress': { body: buildProgress({ eventId: 'event-1' }) },
    'GET /api/events/event-1/fundraising': reply,
  });
  renderApp('/progress');
}

const findHeadline = () => screen.findByTestId('progress-headline', {}, { timeout: PAGE_LOAD_MS });

describe('the cause in the progress headline', () => {
  it('names the money raised and the charity, linked to its site', async () => {
    openProgress({ body: buildFundraising({ raisedMinor: 123_456 }) });

    const line = await within(await findHeadline()).findByTestId('cause-line');
    expect(line).toHaveTextContent('€1,234.56 raised for Children’s Hospital');
    expect(within(line).getByRole('link', { name: 'Children’s Hospital' })).toHaveAttribute(
      'href',
      'https://hospital.example.org',
    );
    expect(within(await findHeadline()).queryByText('Run for the ward.')).toBeNull();
  });

  it('says it in German, final once settled', async () => {
    await i18n.changeLanguage('de');
    openProgress(
      { body: buildFundraising({ raisedMinor: 123_456, settledAt: '2026-06-22T10:00:00.000Z' }) },
      'DE',
    );

    const line = await within(await findHeadline()).findByTestId('cause-line');
    expect(line).toHaveTextContent('1.234,56 € gesammelt für Children’s Hospital · endgültig');
  });

  it("shows the event's description when the event has no cause", async () => {
    openProgress({ status: 404, body: apiErrorBody('NOT_FOUND') });

    expect(await within(await findHeadline()).findByText('Run for the ward.')).toBeInTheDocument();
    expect(screen.queryByTestId('cause-line')).toBeNull();
  });
});
