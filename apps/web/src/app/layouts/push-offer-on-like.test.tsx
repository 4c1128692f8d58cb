import { NotificationType } from '@cc/shared/notifications/notifications.constants';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NotificationCheck } from '../../entities/notifications/announcements';
import { notificationKeys } from '../../entities/query-keys';
import { PUSH_OFFER_KEY } from '../../lib/pwa/push-offer';
import { renderWithProviders } from '../../test/render-app';
import { PushOfferOnLike } from './push-offer-on-like';

/** A browser that can receive pushes and has not been asked yet. */
beforeEach(() => {
  vi.stubGlobal('Notification', { permission: 'default' });
  vi.stubGlobal('PushManager', class {});
  Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
});

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
  localStorage.clear();
});

const check = (type: number, isRead = false): NotificationCheck => ({
  unreadCount: isRead ? 0 : 1,
  newest: { _id: 'n1', type, modelId: 'a1', isRead },
});

function renderWithCheck() {
  const utils = renderWithProviders(<PushOfferOnLike />);
  const arrive = (data: NotificationCheck) =>
    act(() => utils.queryClient.setQueryData(notificationKeys.unread(), data));
  return { ...utils, arrive };
}

describe('the push offer on a first like', () => {
  it('opens when the unread check finds a like, and remembers "Not now" on this device', async () => {
    const { arrive } = renderWithCheck();
    expect(screen.queryByRole('dialog')).toBeNull();

    arrive(check(NotificationType.LIKE_ON_MY_ACTIVITY));
    const sheet = await screen.findByRole('dialog', { name: 'Stay up to date' });
    await userEvent.click(within(sheet).getByRole('button', { name: 'Not now' }));

    expect(localStorage.getItem(PUSH_OFFER_KEY)).toBe('later');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('stays away for other notifications and for a like already read', () => {
    const { arrive } = renderWithCheck();
    arrive(check(NotificationType.ADMIN_MESSAGE));
    arrive(check(NotificationType.LIKE_ON_MY_ACTIVITY, true));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stays away once answered on this device, or where the browser was asked already', () => {
    localStorage.setItem(PUSH_OFFER_KEY, 'enabled');
    const { arrive, unmount } = renderWithCheck();
    arrive(check(NotificationType.LIKE_ON_MY_ACTIVITY));
    expect(screen.queryByRole('dialog')).toBeNull();
    unmount();

    localStorage.clear();
    vi.stubGlobal('Notification', { permission: 'denied' });
    const again = renderWithCheck();
    again.arrive(check(NotificationType.LIKE_ON_MY_ACTIVITY));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
