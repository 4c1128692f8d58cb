import { describe, expect, it } from 'vitest';
import { homePath } from './home-path';

describe('homePath', () => {
  it('sends an admin to the dashboard', () => {
    expect(homePath('admin')).toBe('/dashboard');
  });

  it('sends a participant at first login to the profile', () => {
    expect(homePath('user', { firstTimeLogin: true, events: ['e1'] })).toBe('/profile');
  });

  it('sends a participant with an event to progress', () => {
    expect(homePath('user', { firstTimeLogin: false, events: ['e1'] })).toBe('/progress');
  });

  it('sends a participant without an event to the open events', () => {
    expect(homePath('user', { firstTimeLogin: false, events: [] })).toBe('/active-events');
  });
});
