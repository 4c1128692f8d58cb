import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { findSpecConfirmation } from '../test/confirm-dialog';
import { renderWithProviders } from '../test/render-app';
import { confirm } from './confirm';
import { OverflowMenu } from './overflow-menu';

function renderMenu(onDelete: () => void) {
  renderWithProviders(
    <MemoryRouter>
      <OverflowMenu
        label="Actions for the activity on 25/11/2026"
        actions={[
          { label: 'Edit', to: '/activity/1' },
          { label: 'Delete', danger: true, onClick: onDelete },
        ]}
      />
    </MemoryRouter>,
  );
}

describe('OverflowMenu', () => {
  it('names its button after the item and hides the actions until opened', async () => {
    renderMenu(vi.fn());
    const button = screen.getByRole('button', { name: 'Actions for the activity on 25/11/2026' });
    expect(screen.queryByRole('menuitem', { name: 'Delete' })).not.toBeInTheDocument();
    await userEvent.setup().click(button);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/activity/1',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Delete' })).toBeVisible();
  });

  it('opens and chooses with the keyboard alone', async () => {
    const onDelete = vi.fn();
    renderMenu(onDelete);
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('button', { name: /Actions for/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    await screen.findByRole('menu');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Edit' })).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Delete' })).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(onDelete).toHaveBeenCalledOnce();
  });

  it('closes on Escape and gives the focus back to its button', async () => {
    renderMenu(vi.fn());
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: /Actions for/ });
    await user.click(button);
    await screen.findByRole('menu');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
  });
});

describe('confirm with a subject', () => {
  it('says the spec sentence and names what will be deleted', async () => {
    renderWithProviders(<div />);
    const answer = confirm({ danger: true, subject: '25/11/2026 · 5.2 km' });
    const dialog = await findSpecConfirmation();
    expect(within(dialog).getByText('25/11/2026 · 5.2 km')).toBeVisible();
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(answer).resolves.toBe(false);
  });
});
