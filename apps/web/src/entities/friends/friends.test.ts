import { describe, expect, it } from 'vitest';
import { buildProfile } from '../../test/factories';
import { friendStateOf, waitingRequestOf } from './friends';

const ref = (id: string, sender: string, receiver: string) => ({ _id: id, sender, receiver });

const profile = buildProfile({
  _id: 'me',
  friends: [ref('f-1', 'me', 'ben'), ref('f-2', 'cleo', 'me')],
  sendingRequestFriends: [ref('f-3', 'me', 'dana')],
  waitingAcceptFriends: [ref('f-4', 'emil', 'me')],
});

describe('friendStateOf', () => {
  it('knows the signed-in user themselves', () => {
    expect(friendStateOf(profile, 'me')).toBe('self');
  });

  it('finds a friend whichever side asked', () => {
    expect(friendStateOf(profile, 'ben')).toBe('friend');
    expect(friendStateOf(profile, 'cleo')).toBe('friend');
  });

  it('calls a request I sent pending and one sent to me waiting', () => {
    expect(friendStateOf(profile, 'dana')).toBe('pending');
    expect(friendStateOf(profile, 'emil')).toBe('waiting');
    expect(waitingRequestOf(profile, 'emil')?._id).toBe('f-4');
  });

  it('answers none for anybody else and while the profile is unknown', () => {
    expect(friendStateOf(profile, 'fritz')).toBe('none');
    expect(friendStateOf(undefined, 'ben')).toBe('none');
  });
});
