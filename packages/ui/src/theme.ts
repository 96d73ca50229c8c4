import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core';

// Calm healthcare palette: a deep rose for actions and a teal for reassurance. Shade 7 of each
// is the one used on white (both above 5:1 contrast), lighter shades are for soft backgrounds.
const rose: MantineColorsTuple = [
  '#fff0f4',
  '#ffe1ea',
  '#fbc3d4',
  '#f59db8',
  '#ec7599',
  '#df5383',
  '#cc3f70',
  '#b8325f',
  '#a12a53',
  '#7f1f41',
];

const sea: MantineColorsTuple = [
  '#e6f7f5',
  '#cdeeea',
  '#9fdcd4',
  '#6cc8bd',
  '#43b5a8',
  '#28a193',
  '#148a7e',
  '#0f766e',
  '#115e59',
  '#0b4541',
];

const calendarAriaLabels = {
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  previousYear: 'Previous year',
  nextYear: 'Next year',
  previousDecade: 'Previous decade',
  nextDecade: 'Next decade',
};

const systemFonts =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif, "Apple Color Emoji", "Segoe UI Emoji"';

export const theme = createTheme({
  colors: { rose, sea },
  primaryColor: 'rose',
  primaryShade: 7,
  fontFamily: systemFonts,
  headings: { fontFamily: systemFonts, fontWeight: '700', textWrap: 'balance' },
  defaultRadius: 'md',
  focusRing: 'auto',
  cursorType: 'pointer',
  components: {
    // Every dialog is centred and rounded with a bold title, set once here.
    Modal: {
      defaultProps: { centered: true, radius: 'lg', closeButtonProps: { 'aria-label': 'Close' } },
      styles: { title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } },
    },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    // A dialog's <header> is not the page's banner: without this every open dialog or drawer
    // adds a second banner landmark (axe landmark-no-duplicate-banner).
    ModalRoot: { defaultProps: { attributes: { header: { role: 'presentation' } } } },
    DrawerRoot: { defaultProps: { attributes: { header: { role: 'presentation' } } } },
    Card: { defaultProps: { radius: 'lg', withBorder: true, padding: 'lg' } },
    Paper: { defaultProps: { radius: 'lg' } },
    Button: { defaultProps: { radius: 'xl' } },
    TextInput: { defaultProps: { size: 'md' } },
    Textarea: { defaultProps: { size: 'md' } },
    // Toasts: their close button needs a name.
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    // Date pickers: the month, year and decade arrows need names; the day colours are set
    // in theme.css (.calendar-day).
    DatePickerInput: {
      defaultProps: { ariaLabels: calendarAriaLabels },
      classNames: { day: 'calendar-day' },
    },
    Calendar: { classNames: { day: 'calendar-day' } },
  },
});

// Text on white needs 4.5:1 (WCAG 1.4.3). Mantine's defaults fall short: the dimmed grey, the
// placeholder grey (2.1:1) and the red of error messages and red text (red.6, 3.3:1). A darker
// grey (5.9:1), a placeholder grey still lighter than text (4.8:1) and red.9 (5.5:1) instead.
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#5c6670',
    '--mantine-color-placeholder': '#6b7280',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-red-text': 'var(--mantine-color-red-9)',
    '--mantine-color-red-light-color': 'var(--mantine-color-red-9)',
  },
  dark: {},
});
