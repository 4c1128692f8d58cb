import { describe, expect, it } from 'vitest';
import { operatorLinksOf } from '../entities/settings/settings';
import { userBottomItems, userDrawerItems } from './navigation';

describe('participant navigation icons', () => {
  it('gives progress and ranking icons of their own in the side drawer', () => {
    const icons = new Map(userDrawerItems(operatorLinksOf(undefined)).map((i) => [i.key, i.icon]));
    expect(icons.get('progress')).toBeDefined();
    expect(icons.get('ranking')).toBeDefined();
    expect(icons.get('progress')).not.toBe(icons.get('ranking'));
  });

  it('gives each entry of the bottom bar a different icon', () => {
    const icons = userBottomItems.map((item) => item.icon);
    expect(new Set(icons).size).toBe(icons.length);
  });

  it('uses the same icon for progress in the drawer and in the bottom bar', () => {
    const drawer = userDrawerItems(operatorLinksOf(undefined)).find((i) => i.key === 'progress');
    const bar = userBottomItems.find((item) => item.key === 'progress');
    expect(drawer?.icon).toBe(bar?.icon);
  });
});
