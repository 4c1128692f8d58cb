import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildProfile } from '../../test/factories';
import { mockFetch } from '../../test/fetch-mock';
import { renderWithProviders } from '../../test/render-app';
import { signInAs } from '../../test/session';
import { useFriendRefs } from '../friends/friends';
import { useDistanceUnit, useProfile, useProfileSelect } from './profile';

function Readers() {
  const unit = useDistanceUnit();
  const refs = useFriendRefs();
  const teamId = useProfileSelect((profile) => profile.teamId);
  const { data: profile } = useProfile();
  return <p>{`${unit} ${refs?.friends.length} ${teamId} ${profile?.displayName}`}</p>;
}

describe('session profile', () => {
  it('loads the profile once for every screen part that reads a piece of it', async () => {
    signInAs('user');
    const calls = mockFetch({
      'GET /api/profile': { body: buildProfile({ unit: 'MILE', teamId: 'team-1' }) },
    });
    renderWithProviders(<Readers />);

    expect(await screen.findByText('MILE 0 team-1 Anna Schmidt')).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/profile')).toHaveLength(1);
  });

  it('asks nothing while nobody is signed in', async () => {
    const calls = mockFetch({});
    renderWithProviders(<Readers />);

    expect(await screen.findByText('undefined undefined undefined undefined')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
