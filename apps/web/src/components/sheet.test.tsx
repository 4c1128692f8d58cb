import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render-app';
import { Sheet } from './sheet';

const realMatchMedia = window.matchMedia;

/** A screen at least 48 em wide, as a desktop's. */
function wideScreen() {
  window.matchMedia = (query: string) => ({
    ...realMatchMedia(query),
    matches: query.includes('min-width: 48em'),
  });
}

afterEach(() => {
  window.matchMedia = realMatchMedia;
});

function renderSheet(onClose = vi.fn()) {
  renderWithProviders(
    <Sheet opened onClose={onClose} title="Activity saved">
      <button type="button">Done</button>
    </Sheet>,
  );
  return onClose;
}

describe('Sheet', () => {
  it('is a bottom sheet on a phone, named by its title, closed with Escape', async () => {
    const onClose = renderSheet();
    const sheet = await screen.findByRole('dialog', { name: 'Activity saved' });
    expect(sheet.closest('.mantine-Drawer-root')).not.toBeNull();

    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });

  it('is a centred dialog on a wider screen', async () => {
    wideScreen();
    renderSheet();
    const sheet = await screen.findByRole('dialog', { name: 'Activity saved' });
    expect(sheet.closest('.mantine-Modal-root')).not.toBeNull();
    expect(sheet.closest('.mantine-Drawer-root')).toBeNull();
  });
});
