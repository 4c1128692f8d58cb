import { Drawer, Modal, Select } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CommunicationStatusBadge } from '../features/communications/components/communication-status-badge';
import { EventStateBadge } from '../features/events/components/event-state-badge';
import { ReviewStatusBadge } from '../features/fair-play/components/review-status-badge';
import { StatusBadge } from '../features/users/components/status-badge';
import { i18n } from '../lib/i18n';
import { renderWithProviders } from '../test/render-app';

describe('the theme', () => {
  it('names the close button of dialogs and drawers in the UI language', async () => {
    const { unmount } = renderWithProviders(
      <Modal opened onClose={() => {}} title="Dialog">
        text
      </Modal>,
    );
    expect(await screen.findByRole('button', { name: 'Close' })).toBeInTheDocument();

    unmount();
    await act(() => i18n.changeLanguage('de'));
    renderWithProviders(
      <Drawer opened onClose={() => {}} title="Menü">
        text
      </Drawer>,
    );
    expect(await screen.findByRole('button', { name: 'Schließen' })).toBeInTheDocument();
  });

  it('names the calendar arrows and leaves out the days of the neighbouring months', () => {
    renderWithProviders(<DatePicker defaultDate="2026-11-01" />);
    expect(screen.getByRole('button', { name: 'Previous month' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next month' })).toBeInTheDocument();
    // November 2026 starts on a Sunday: the October days of its first row are not drawn.
    const outside = document.querySelectorAll('button[data-outside]');
    expect([...outside].every((day) => getComputedStyle(day).display === 'none')).toBe(true);
    expect(screen.queryByRole('button', { name: /Oct/ })).not.toBeInTheDocument();
  });

  it('lets the listbox of a select scroll itself, with no scroll area inside it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Select label="Country" data={['Germany', 'France']} />);
    await user.click(screen.getByRole('combobox', { name: 'Country' }));
    const listbox = await screen.findByRole('listbox');
    expect(listbox.querySelector('.mantine-ScrollArea-root')).toBeNull();
    expect(listbox).toHaveStyle({ overflowY: 'auto' });
  });

  it('keeps every admin badge as wide as its words, so a table column cannot cut it', async () => {
    await act(() => i18n.changeLanguage('de'));
    renderWithProviders(
      <>
        <CommunicationStatusBadge status="sent" />
        <StatusBadge active={false} />
        <EventStateBadge state="upcoming" />
        <ReviewStatusBadge status="held" />
      </>,
    );
    const badges = [...document.querySelectorAll<HTMLElement>('.mantine-Badge-root')];
    expect(badges.map((b) => b.textContent)).toContain('Gesendet');
    expect(badges).toHaveLength(4);
    for (const badge of badges) {
      expect(badge.style.minWidth).toBe('max-content');
      expect(badge.style.flexShrink).toBe('0');
    }
  });
});
