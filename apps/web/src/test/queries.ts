import { screen } from '@testing-library/react';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The input labelled exactly `label` (Mantine appends " *" to required labels). */
export function getField(label: string): HTMLInputElement {
  return screen.getByLabelText(new RegExp(`^${escapeRegExp(label)}( \\*)?$`), {
    selector: 'input',
  }) as HTMLInputElement;
}
