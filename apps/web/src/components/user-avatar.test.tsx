import { DEFAULT_THEME } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from '../app/theme';
import { renderWithProviders } from '../test/render-app';
import { AVATAR_PALETTE, avatarColor, initialsOf, UserAvatar } from './user-avatar';

/** WCAG contrast ratio of a #rrggbb colour against white. */
function contrastWithWhite(hex: string): number {
  const channel = (i: number) => {
    const v = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return 1.05 / (luminance + 0.05);
}

describe('avatarColor', () => {
  it('gives the same id the same colour every time', () => {
    expect(avatarColor('665f1c2e9b1d4a0012345678')).toBe(avatarColor('665f1c2e9b1d4a0012345678'));
  });

  it('spreads different ids over the palette', () => {
    const ids = Array.from(
      { length: 200 },
      (_, i) => `665f1c2e9b1d4a00123${String(i).padStart(5, '0')}`,
    );
    const counts = new Map<string, number>();
    for (const id of ids) counts.set(avatarColor(id), (counts.get(avatarColor(id)) ?? 0) + 1);
    expect(counts.size).toBe(AVATAR_PALETTE.length);
    // No colour takes more than twice its fair share (20 of 200).
    expect(Math.max(...counts.values())).toBeLessThanOrEqual(40);
  });

  it('puts white initials on backgrounds of at least 4.5:1 contrast', () => {
    for (const entry of AVATAR_PALETTE) {
      const [name, shade] = entry.split('.') as [string, string];
      const colours = { ...DEFAULT_THEME.colors, ...theme.colors };
      const hex = colours[name]?.[Number(shade)] ?? '';
      expect({ entry, ratio: contrastWithWhite(hex) >= 4.5 }).toEqual({ entry, ratio: true });
    }
  });
});

describe('initialsOf', () => {
  it('takes the first letters of the first and the last name', () => {
    expect(initialsOf('Anna Schmidt')).toBe('AS');
    expect(initialsOf('anna maria  schmidt')).toBe('AS');
    expect(initialsOf('Ben')).toBe('B');
    expect(initialsOf('Élodie Ørsted')).toBe('ÉØ');
  });
});

describe('UserAvatar', () => {
  it('shows the initials when there is no picture', () => {
    renderWithProviders(<UserAvatar id="user-1" name="Anna Schmidt" />);
    expect(screen.getByText('AS')).toBeInTheDocument();
  });

  it('shows neither picture nor initials for an anonymous person', () => {
    renderWithProviders(<UserAvatar id={null} name="Anna Schmidt" src="/x.png" />);
    expect(screen.queryByText('AS')).not.toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
  });
});
