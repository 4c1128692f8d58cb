import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-app';
import { DistancePicker } from './distance-picker';

function renderPicker(eventMaximum: number, value: number | null = null) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  renderWithProviders(
    <DistancePicker
      opened
      eventMaximum={eventMaximum}
      unit="KM"
      value={value}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />,
  );
  return { onConfirm, onCancel };
}

function optionsOf(name: string): string[] {
  const wheel = screen.getByRole('listbox', { name });
  return within(wheel)
    .getAllByRole('option')
    .map((option) => option.textContent ?? '');
}

function selectedOf(name: string): string | null {
  const wheel = screen.getByRole('listbox', { name });
  return within(wheel).getByRole('option', { selected: true }).textContent;
}

describe('distance picker', () => {
  it('offers whole kilometres from 0 to the event maximum of 50', () => {
    renderPicker(50);
    const wholes = optionsOf('Whole kilometres');
    expect(wholes).toHaveLength(51);
    expect(wholes[0]).toBe('0');
    expect(wholes.at(-1)).toBe('50');
  });

  it('stops the integer wheel at 100 when the event maximum is above 101', () => {
    renderPicker(150);
    const wholes = optionsOf('Whole kilometres');
    expect(wholes).toHaveLength(101);
    expect(wholes.at(-1)).toBe('100');
  });

  it('offers the tenths 0 to 9 on the decimal wheel', () => {
    renderPicker(150);
    expect(optionsOf('Tenths')).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']);
  });

  it('starts the wheels at the current distance', () => {
    renderPicker(50, 12.3);
    expect(selectedOf('Whole kilometres')).toBe('12');
    expect(selectedOf('Tenths')).toBe('3');
  });

  it('selects with the arrow keys, Home and End, and hands the distance over on ok', async () => {
    const user = userEvent.setup();
    const { onConfirm } = renderPicker(50);
    const wholes = screen.getByRole('listbox', { name: 'Whole kilometres' });

    // Opening the picker puts the focus on the integer wheel.
    await waitFor(() => expect(wholes).toHaveFocus());
    await user.keyboard('{End}');
    expect(selectedOf('Whole kilometres')).toBe('50');
    await user.keyboard('{Home}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowUp}');
    expect(selectedOf('Whole kilometres')).toBe('2');
    expect(wholes).toHaveAttribute(
      'aria-activedescendant',
      within(wholes).getByRole('option', { selected: true }).id,
    );

    await user.click(within(screen.getByRole('listbox', { name: 'Tenths' })).getByText('7'));
    await user.click(screen.getByRole('button', { name: 'OK' }));

    expect(onConfirm).toHaveBeenCalledWith(2.7);
  });

  it('hands nothing over on cancel', async () => {
    const user = userEvent.setup();
    const { onConfirm, onCancel } = renderPicker(50, 5);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
