import { describe, expect, it } from 'vitest';
import { parsePushMessage, targetUrl } from './push-message';

describe('push message', () => {
  it('reads the title, body, address and tag the server sends', () => {
    const payload = JSON.stringify({
      type: 1003,
      title: 'Neues „Gefällt mir“',
      body: 'Paula gefällt Ihr Beitrag',
      url: '/#/notificationDetail/42',
      tag: 'notification-42',
    });
    expect(parsePushMessage(payload)).toEqual({
      type: 1003,
      title: 'Neues „Gefällt mir“',
      body: 'Paula gefällt Ihr Beitrag',
      url: '/#/notificationDetail/42',
      tag: 'notification-42',
    });
  });

  it('still shows a notification that opens the app for a malformed payload', () => {
    expect(parsePushMessage('not json')).toEqual({
      type: 0,
      title: 'Charity Challenge',
      body: 'not json',
      url: '/',
      tag: '',
    });
    expect(parsePushMessage(null).url).toBe('/');
  });

  it('opens addresses of the app only', () => {
    const origin = 'https://app.example';
    expect(targetUrl('/#/notificationDetail/42', origin)).toBe(
      'https://app.example/#/notificationDetail/42',
    );
    expect(targetUrl('https://evil.example/x', origin)).toBe('https://app.example/');
    expect(targetUrl('//evil.example/x', origin)).toBe('https://app.example/');
  });
});
