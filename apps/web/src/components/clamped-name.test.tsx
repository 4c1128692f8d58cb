import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render-app';
import { ClampedName } from './clamped-name';

const ADDRESS = 'maximiliane.mustermann-schulze@research-and-development.example.com';

/** Gives an element the sizes a browser would measure (jsdom lays nothing out). */
function sized(element: HTMLElement, size: { scrollHeight: number; clientHeight: number }) {
  Object.defineProperty(element, 'scrollHeight', { value: size.scrollHeight });
  Object.defineProperty(element, 'clientHeight', { value: size.clientHeight });
  Object.defineProperty(element, 'scrollWidth', { value: 100 });
  Object.defineProperty(element, 'clientWidth', { value: 100 });
  return element;
}

describe('ClampedName', () => {
  it('keeps the whole text in the page, clamped to two lines and breaking long words', () => {
    renderWithProviders(<ClampedName text={ADDRESS} />);
    const name = screen.getByText(ADDRESS);
    expect(name.style.overflowWrap).toBe('anywhere');
    expect(name.getAttribute('style')).toContain('--text-line-clamp: 2');
  });

  it('shows the whole text as a tooltip when the shown one is cut', () => {
    renderWithProviders(<ClampedName text={ADDRESS} />);
    const name = sized(screen.getByText(ADDRESS), { scrollHeight: 60, clientHeight: 40 });
    fireEvent.pointerEnter(name);
    expect(name).toHaveAttribute('title', ADDRESS);
  });

  it('adds no tooltip repeating a text that fits', () => {
    renderWithProviders(<ClampedName text="Ben Bauer" />);
    const name = sized(screen.getByText('Ben Bauer'), { scrollHeight: 20, clientHeight: 20 });
    fireEvent.pointerEnter(name);
    expect(name).not.toHaveAttribute('title');
  });

  it('measures a cut name when the keyboard reaches the link inside it', () => {
    renderWithProviders(
      <ClampedName text={ADDRESS}>
        <a href="/users/1">{ADDRESS}</a>
      </ClampedName>,
    );
    const link = screen.getByRole('link', { name: ADDRESS });
    const name = sized(link.parentElement as HTMLElement, { scrollHeight: 60, clientHeight: 40 });
    fireEvent.focus(link);
    expect(name).toHaveAttribute('title', ADDRESS);
  });
});
