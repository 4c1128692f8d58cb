import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildEvent, buildPage, buildProfile } from '../test/factories';
import { mockFetch } from '../test/fetch-mock';
import { PAGE_LOAD_MS, renderApp } from '../test/render-app';
import { signInAs } from '../test/session';

const open = buildEvent({ _id: 'event-open', name: 'Autumn Challenge', isRegistered: false });
const joined = buildEvent({ _id: 'event-joined', name: 'Old Challenge', isRegistered: true });

/** A participant who has joined no challenge yet, on /progress. */
function openProgress(openEvents: ReturnType<typeof buildEvent>[]) {
  signInAs('user');
  mockFetch({
    'GET /api/profile': { body: buildProfile({ events: [] }) },
    'GET /api/profile/events': { body: { docs: [] } },
    'GET /api/events/all': { body: buildPage(openEvents, { limit: 50 }) },
    'GET /api/notifications': { body: buildPage([]) },
  });
  return renderApp('/progress');
}

describe('progress before the first challenge (issue 27)', () => {
  it('offers each open challenge not joined yet with its join button', async () => {
    openProgress([open, joined]);

    expect(
      await screen.findByText(
        'You have not joined a challenge yet.',
        {},
        { timeout: PAGE_LOAD_MS },
      ),
    ).toBeInTheDocument();
    const offer = await screen.findByRole('heading', { name: 'Open challenges' });
    const section = offer.parentElement as HTMLElement;
    expect(within(section).getByRole('link', { name: 'Join Autumn Challenge' })).toHaveAttribute(
      'href',
      '/eventRegistration?eventId=event-open',
    );
    expect(within(section).queryByText('Old Challenge')).not.toBeInTheDocument();
  });

  it('says so when no challenge is open', async () => {
    openProgress([]);

    expect(
      await screen.findByText(
        'There is no challenge open right now. New challenges appear here as soon as they are announced.',
        {},
        { timeout: PAGE_LOAD_MS },
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Join/ })).not.toBeInTheDocument();
  });
});
