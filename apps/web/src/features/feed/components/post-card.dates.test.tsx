import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { buildPost, buildProfile } from '../../../test/factories';
import { mockFetch } from '../../../test/fetch-mock';
import { signInAs } from '../../../test/session';
import { openFeedWith, renderFeedRoute } from '../feed.test-support';

// Issue 23, item 3: a run logged today for an earlier day must not read as just now.
describe('when the activity happened', () => {
  it("shows the activity's day with its weekday, as a link to the post, in English", async () => {
    const { card } = await openFeedWith(
      buildPost({ date: '2025-03-05', createdAt: '2025-03-05T12:00:00.000Z' }),
    );
    const day = within(card).getByRole('link', { name: 'Wed, 05/03/2025' });
    expect(day).toHaveAttribute('href', '#/newsfeed/post-1');
    expect(within(card).getByText('Wed, 05/03/2025').closest('time')).toHaveAttribute(
      'datetime',
      '2025-03-05',
    );
    // Written the same day: the posting time adds nothing.
    expect(within(card).queryByText(/posted/)).not.toBeInTheDocument();
  });

  it("shows the activity's day in German", async () => {
    await act(() => i18n.changeLanguage('de'));
    const { card } = await openFeedWith(
      buildPost({ date: '2025-03-05', createdAt: '2025-03-05T12:00:00.000Z' }),
      {},
      buildProfile({ language: 'DE' }),
    );
    expect(within(card).getByRole('link', { name: 'Mi., 05/03/2025' })).toBeInTheDocument();
    expect(within(card).queryByText(/gepostet/)).not.toBeInTheDocument();
  });

  it('adds when it was posted, relative, when that was another day', async () => {
    const { card } = await openFeedWith(
      buildPost({ date: '2025-03-05', createdAt: new Date().toISOString() }),
    );
    expect(within(card).getByRole('link', { name: 'Wed, 05/03/2025' })).toBeInTheDocument();
    expect(within(card).getByText('posted a few seconds ago')).toBeInTheDocument();
  });

  it('adds when it was posted in German', async () => {
    await act(() => i18n.changeLanguage('de'));
    const { card } = await openFeedWith(
      buildPost({ date: '2025-03-05', createdAt: new Date().toISOString() }),
      {},
      buildProfile({ language: 'DE' }),
    );
    expect(within(card).getByText('gepostet vor ein paar Sekunden')).toBeInTheDocument();
  });

  it('says in German on which day it was posted once that is a week ago or more', async () => {
    await act(() => i18n.changeLanguage('de'));
    const { card } = await openFeedWith(
      buildPost({ date: '2025-03-05', createdAt: '2025-03-20T12:00:00.000Z' }),
      {},
      buildProfile({ language: 'DE' }),
    );
    expect(within(card).getByText('gepostet am 20/03/2025')).toBeInTheDocument();
  });

  it('says on which day it was posted once that is a week ago or more', async () => {
    const { card } = await openFeedWith(
      buildPost({ date: '2025-03-05', createdAt: '2025-03-20T12:00:00.000Z' }),
    );
    expect(within(card).getByText('posted on 20/03/2025')).toBeInTheDocument();
  });

  it("shows the activity's day on the post's own page too, without a link", async () => {
    mockFetch({
      'GET /api/profile': { body: buildProfile() },
      'GET /api/activities/post-1': {
        body: buildPost({ date: '2025-03-05', createdAt: '2025-03-07T12:00:00.000Z' }),
      },
    });
    signInAs('user');
    renderFeedRoute('/newsfeed/post-1');
    const card = await screen.findByRole('article', { name: 'Ben Becker' });
    expect(within(card).getByText('Wed, 05/03/2025')).toBeInTheDocument();
    expect(within(card).queryByRole('link', { name: 'Wed, 05/03/2025' })).not.toBeInTheDocument();
    expect(within(card).getByText('posted on 07/03/2025')).toBeInTheDocument();
  });
});
