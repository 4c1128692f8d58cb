import { describe, expect, it } from 'vitest';
import { readReviewFilters, toQueueParams, toReviewSearch } from './use-review-filters';

describe('the review filters in the address', () => {
  it('fall back to everything on page 1 for what they do not know', () => {
    const filters = readReviewFilters(
      new URLSearchParams('status=ok&rule=weather&page=-2&limit=7&eventId='),
    );
    expect(filters).toEqual({
      eventId: undefined,
      status: 'all',
      rule: undefined,
      page: 1,
      limit: 10,
    });
    expect(toReviewSearch(filters)).toEqual({});
    expect(toQueueParams(filters)).toEqual({
      eventId: undefined,
      status: undefined,
      rule: undefined,
      page: 1,
      limit: 10,
    });
  });

  it('read back what they wrote', () => {
    const search = {
      eventId: 'event-1',
      status: 'held',
      rule: 'photoDate',
      page: '3',
      limit: '25',
    };
    expect(toReviewSearch(readReviewFilters(new URLSearchParams(search)))).toEqual(search);
  });
});
