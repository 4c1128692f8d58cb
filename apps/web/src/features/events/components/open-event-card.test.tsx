import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { buildEvent } from '../../../test/factories';
import { renderWithProviders } from '../../../test/render-app';
import { OpenEventCard } from './open-event-card';

describe("an open challenge's card", () => {
  it("shows the event's image above its name when it has one (decision 075)", () => {
    const event = buildEvent({ imageUrl: '/uploads/events/cover.webp?exp=1&sig=x' });
    renderWithProviders(
      <MemoryRouter>
        <OpenEventCard event={event} unit="KM" />
      </MemoryRouter>,
    );
    const image = screen.getByTestId('event-image');
    expect(image).toHaveAttribute('src', event.imageUrl);
    // Decorative: the name that follows says what it is.
    expect(image).toHaveAttribute('alt', '');
    expect(screen.getByRole('heading', { name: 'Spring Run' })).toBeInTheDocument();
  });

  it('shows no image when the event has none', () => {
    renderWithProviders(
      <MemoryRouter>
        <OpenEventCard event={buildEvent()} unit="KM" />
      </MemoryRouter>,
    );
    expect(screen.queryByTestId('event-image')).not.toBeInTheDocument();
  });
});
