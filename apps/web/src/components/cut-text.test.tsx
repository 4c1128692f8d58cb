import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render-app';
import { CutText, cutText } from './cut-text';

describe('cutText', () => {
  it('keeps a text of at most 20 characters whole', () => {
    expect(cutText('Blue Runners')).toBe('Blue Runners');
    expect(cutText('12345678901234567890')).toBe('12345678901234567890');
  });

  it('cuts a longer text at 20 characters and marks the cut with an ellipsis', () => {
    expect(cutText('Research and Development Walkers')).toBe('Research and Develop…');
    expect(cutText('123456789012345678901')).toBe('12345678901234567890…');
  });

  it('leaves no space before the ellipsis and never splits a character', () => {
    expect(cutText('Sales and Marketing Team')).toBe('Sales and Marketing…');
    expect(cutText(`${'🏃'.repeat(21)}`)).toBe(`${'🏃'.repeat(20)}…`);
  });
});

describe('CutText', () => {
  it('shows a long text cut, with the whole text as its tooltip and for screen readers', () => {
    renderWithProviders(<CutText text="Research and Development Walkers" />);
    const shown = screen.getByText('Research and Develop…');
    expect(shown).toHaveAttribute('aria-hidden', 'true');
    expect(shown.closest('[title]')).toHaveAttribute('title', 'Research and Development Walkers');
    expect(screen.getByText('Research and Development Walkers')).toBeInTheDocument();
  });

  it('shows a short text as it is', () => {
    const { container } = renderWithProviders(<CutText text="Blue Runners" />);
    expect(screen.getByText('Blue Runners')).not.toHaveAttribute('aria-hidden');
    expect(container.querySelector('[title]')).toBeNull();
  });
});
