import { describe, expect, it } from 'vitest';
import { homePath } from './home-path';
import { registerScreen } from './screens';

describe('homePath', () => {
  it('sends an admin to the dashboard', () => {
    expect(homePath('admin')).toBe('/dashboard');
  });

  it('sends a participant at first login to the profile', () => {
    expect(homePath('user', { firstTimeLogin: true, events: ['e1'] })).toBe('/profile');
  });

  it('keeps participants on the profile while the events screens are not built', () => {
    expect(homePath('user', { firstTimeLogin: false, events: [] })).toBe('/profile');
  });

  it('sends a participant with an event to progress, otherwise to the open events', () => {
    registerScreen('progress');
    registerScreen('activeEvents');
    expect(homePath('user', { firstTimeLogin: false, events: ['e1'] })).toBe('/progress');
    expect(homePath('user', { firstTimeLogin: false, events: [] })).toBe('/active-events');
  });
});
