import { describe, expect, it } from 'vitest';
import { clearBrowserStorage } from '../../lib/auth-store';
import {
  CHOSEN_COMPETITOR_KEY,
  forgetChosenCompetitor,
  readChosenCompetitor,
  rememberChosenCompetitor,
} from './competitor-storage';

describe('the chosen competitor in local storage', () => {
  it('is read back for the participant who chose, with the challenge', () => {
    rememberChosenCompetitor('user-1', { userId: 'ben', eventId: 'event-1' });
    expect(readChosenCompetitor('user-1')).toEqual({ userId: 'ben', eventId: 'event-1' });
    expect(readChosenCompetitor('user-2')).toBeNull();
  });

  it('is forgotten on logout, with the rest of the session', () => {
    rememberChosenCompetitor('user-1', { userId: 'ben' });
    clearBrowserStorage();
    expect(readChosenCompetitor('user-1')).toBeNull();
  });

  it('is forgotten when asked, only when it is that competitor', () => {
    rememberChosenCompetitor('user-1', { userId: 'ben' });
    forgetChosenCompetitor('user-1', 'cleo');
    expect(readChosenCompetitor('user-1')).toEqual({ userId: 'ben' });
    forgetChosenCompetitor('user-1', 'ben');
    expect(readChosenCompetitor('user-1')).toBeNull();
  });

  it('ignores whatever else is stored under its key', () => {
    for (const value of ['not json', '42', '{"owner":"user-1"}', '{"owner":"user-1","userId":7}']) {
      localStorage.setItem(CHOSEN_COMPETITOR_KEY, value);
      expect(readChosenCompetitor('user-1')).toBeNull();
    }
  });
});
