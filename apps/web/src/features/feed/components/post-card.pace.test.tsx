import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildPost, buildProfile, buildReview } from '../../../test/factories';
import { openFeedWith } from '../feed.test-support';

describe('the duration and pace of a post', () => {
  it('shows them beside the distance in the reader’s unit when the activity was timed', async () => {
    // 12.34 km in 66 minutes: 5:21 per km, 8:36 per mile (7.67 mi).
    const { card } = await openFeedWith(buildPost({ durationMinutes: 66 }));
    expect(within(card).getByText('1:06 h · 5:21 min/km')).toBeInTheDocument();
  });

  it('uses miles for a reader who uses miles', async () => {
    const post = buildPost({ durationMinutes: 66 });
    const { card } = await openFeedWith(post, {}, buildProfile({ unit: 'MILE' }));
    expect(within(card).getByText('1:06 h · 8:36 min/mi')).toBeInTheDocument();
  });

  it('shows neither for an activity without a duration, nor any review word', async () => {
    const { card } = await openFeedWith(buildPost());
    expect(within(card).queryByText(/min\/km/)).toBeNull();
    expect(within(card).queryByText(/Under review|Not counted/)).toBeNull();
  });

  it('shows the owner’s review status when a post carries one', async () => {
    const post = buildPost({ review: buildReview({ status: 'held' }) });
    const { card } = await openFeedWith(post);
    expect(within(card).getByText('Under review, not counted yet')).toBeInTheDocument();
  });
});
