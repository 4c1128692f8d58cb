import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { findSpecConfirmation } from '../test/confirm-dialog';
import { renderWithProviders } from '../test/render-app';
import { confirm } from './confirm';

describe('confirm', () => {
  it('asks every destructive step with the spec text under its own title', async () => {
    renderWithProviders(<div />);
    const user = userEvent.setup();
    const answer = confirm({ danger: true, titleKey: 'teams:confirm.leave_team_confirmation' });
    const dialog = await findSpecConfirmation('Leave this team?');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await expect(answer).resolves.toBe(true);
  });

  it('lets a question that destroys nothing word its own message', async () => {
    renderWithProviders(<div />);
    const user = userEvent.setup();
    const answer = confirm({
      titleKey: 'friends:add.confirmTitle',
      messageKey: 'friends:add.confirm',
    });
    const dialog = await screen.findByRole('dialog', { name: 'Add as friend' });
    expect(dialog).toHaveTextContent('Do you want to add this user as a friend?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(answer).resolves.toBe(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the spec text even where a destructive step names a message of its own', async () => {
    renderWithProviders(<div />);
    // @ts-expect-error a destructive confirmation takes no message of its own
    void confirm({ danger: true, messageKey: 'friends:add.confirm' });
    await findSpecConfirmation();
  });
});
