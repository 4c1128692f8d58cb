import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { lastPinnedHeight, PinnedRaisedSpace, rememberPinnedHeight } from './pinned-raised-space';

afterEach(() => localStorage.clear());

describe('the room the money raised keeps while it loads', () => {
  it('keeps the height the line took on the last visit', () => {
    rememberPinnedHeight(83.4);
    const { container } = render(<PinnedRaisedSpace />);
    expect(container.firstElementChild).toHaveStyle({ height: '83px' });
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });

  it('keeps none when the last visit showed no line, or never showed the newsfeed', () => {
    expect(render(<PinnedRaisedSpace />).container).toBeEmptyDOMElement();
    rememberPinnedHeight(83);
    rememberPinnedHeight(0);
    expect(lastPinnedHeight()).toBe(0);
  });

  it('ignores a stored height that is not a sane number', () => {
    localStorage.setItem('pinnedRaisedHeight', 'tall');
    expect(lastPinnedHeight()).toBe(0);
    localStorage.setItem('pinnedRaisedHeight', '100000');
    expect(lastPinnedHeight()).toBe(400);
  });
});
