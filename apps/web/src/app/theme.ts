import { createTheme, DEFAULT_THEME, type MantineColorsTuple } from '@mantine/core';
import focus from '../components/focus.module.css';
import { i18n } from '../lib/i18n';
import hit from './hit-areas.module.css';

/** A Mantine palette with some shades replaced (index → colour). */
function withShades(base: MantineColorsTuple, shades: Record<number, string>): MantineColorsTuple {
  return base.map((colour, i) => shades[i] ?? colour) as unknown as MantineColorsTuple;
}

/**
 * Colours darkened where Mantine's defaults miss WCAG AA (4.5:1 for text, decision 045):
 * gray 5 is the placeholder and the text of disabled controls (on gray 2), gray 6 the
 * `dimmed` text; red 6 is the error text; shade 8 is the filled button, the outline and the
 * link of a colour (on white); shade 9 the text of light and subtle buttons, badges and
 * alerts, on shade 1 and on shade 2 when hovered. Each shade named here reaches at least
 * 4.5:1 where the app puts it.
 */
const colors = {
  gray: withShades(DEFAULT_THEME.colors.gray, { 5: '#60676e', 6: '#565d64' }),
  blue: withShades(DEFAULT_THEME.colors.blue, { 9: '#155a99' }),
  red: withShades(DEFAULT_THEME.colors.red, {
    6: '#c92a2a',
    7: '#c02727',
    8: '#b02525',
    9: '#9c1f1f',
  }),
  teal: withShades(DEFAULT_THEME.colors.teal, { 8: '#077555', 9: '#05704f' }),
  orange: withShades(DEFAULT_THEME.colors.orange, { 9: '#a8380a' }),
  yellow: withShades(DEFAULT_THEME.colors.yellow, { 9: '#805500' }),
  // Initials avatars take any of these by name (`color="initials"`), in the light variant.
  cyan: withShades(DEFAULT_THEME.colors.cyan, { 9: '#0a697a' }),
  green: withShades(DEFAULT_THEME.colors.green, { 9: '#237133' }),
  indigo: withShades(DEFAULT_THEME.colors.indigo, { 9: '#3249b7' }),
  lime: withShades(DEFAULT_THEME.colors.lime, { 9: '#48730a' }),
  violet: withShades(DEFAULT_THEME.colors.violet, { 9: '#5939b8' }),
};

/**
 * Names of the icon-only buttons Mantine draws itself, in the UI language. Default props
 * given as a function are read at each render (Mantine's useProps), so every dialog,
 * drawer, toast and calendar gets them without each call site repeating them.
 */
const closeButtonProps = () => ({
  closeButtonProps: { 'aria-label': i18n.t('common:actions.close') },
});
const calendar = () => ({
  // Days of the neighbouring months would be pale (below 4.5:1) and repeat the next page.
  hideOutsideDates: true,
  // The month and year buttons keep their visible text as their name.
  ariaLabels: {
    previousMonth: i18n.t('common:calendar.previousMonth'),
    nextMonth: i18n.t('common:calendar.nextMonth'),
    previousYear: i18n.t('common:calendar.previousYear'),
    nextYear: i18n.t('common:calendar.nextYear'),
    previousDecade: i18n.t('common:calendar.previousDecade'),
    nextDecade: i18n.t('common:calendar.nextDecade'),
  },
});

/**
 * The options of a select scroll in the listbox itself, not in a scroll area inside it: the
 * keyboard moves through them from the input (arrow keys, `aria-activedescendant`), and a
 * scrolling listbox that a combobox controls is what assistive technology, and axe, expect
 * (a scroll area's viewport inside the listbox is a scrolling region no key can reach).
 */
const comboboxScroll = {
  defaultProps: { withScrollArea: false },
  styles: { options: { maxHeight: 220, overflowY: 'auto' } },
} as const;

// ---- Hit areas (issue 27, decision 081) --------------------------------------------------
/**
 * Every control a finger taps has at least 44 x 44 px on a phone (hit-areas.module.css, only
 * under a coarse pointer or a narrow screen): small icon buttons, buttons and links get an
 * invisible extension, rows (menu items, options, tabs, checkbox and radio rows) grow to 44 px.
 * Kept in one block: e2e/hit-areas.spec.ts measures the result on every participant screen.
 */
const extended = { classNames: { root: hit.extend } };
const hitAreas = {
  ActionIcon: extended,
  Button: { ...extended, defaultProps: { size: 'md' } },
  CloseButton: extended,
  Burger: extended,
  Anchor: extended,
  Pagination: { classNames: { control: hit.extend } },
  NavLink: { classNames: { root: hit.row } },
  Menu: { classNames: { item: hit.row } },
  Combobox: { classNames: { option: hit.row } },
  Tabs: { classNames: { tab: hit.row } },
  Checkbox: { classNames: { body: hit.inlineBody, label: hit.inlineLabel } },
  Radio: { classNames: { body: hit.inlineBody, label: hit.inlineLabel } },
  Switch: { classNames: { body: hit.inlineBody, label: hit.inlineLabel } },
  SegmentedControl: { classNames: { label: hit.segment } },
  Chip: { classNames: { label: hit.segment } },
} as const;
// ---- end of hit areas ---------------------------------------------------------------------

/**
 * A calm blue with an energetic accent. Shade 8 of the primary blue is the filled button and
 * the link colour (5.0:1 on white, 4.5:1 on the public pages' pale blue); filled buttons of
 * lighter colours (teal, yellow) get black text (`autoContrast` with a threshold where both
 * black and white reach 4.5:1 at once).
 */
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: { light: 8, dark: 5 },
  colors,
  autoContrast: true,
  luminanceThreshold: 0.18,
  defaultRadius: 'md',
  fontFamily:
    "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  headings: { fontWeight: '700' },
  focusRing: 'auto',
  cursorType: 'pointer',
  components: {
    ...hitAreas,
    TextInput: { defaultProps: { size: 'md' } },
    PasswordInput: { defaultProps: { size: 'md' } },
    Select: { ...comboboxScroll, defaultProps: { size: 'md', withScrollArea: false } },
    MultiSelect: comboboxScroll,
    Autocomplete: comboboxScroll,
    Input: { classNames: { input: focus.input, wrapper: hit.field } },
    // A badge clips its label with an ellipsis; in an auto-sized table column ("GESENDET" in
    // the communications list) it would be squeezed to "GESEND…". It keeps its words' width.
    Badge: { styles: { root: { minWidth: 'max-content', flexShrink: 0 } } },
    Modal: { defaultProps: closeButtonProps },
    Drawer: { defaultProps: closeButtonProps },
    Notification: { defaultProps: closeButtonProps },
    Calendar: { defaultProps: calendar },
    // The pickers decide on outside days themselves and hand it down to the calendar.
    DatePicker: { defaultProps: { hideOutsideDates: true } },
    DatePickerInput: { defaultProps: { hideOutsideDates: true } },
  },
});
