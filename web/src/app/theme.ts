import { t } from '@lingui/core/macro';
import { createTheme, type MantineColorsTuple } from '@mantine/core';

const FONT_FAMILY =
  'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

/** Leaf green: fresh produce, readable as a button colour (shade 7 passes AA contrast with white text). */
const leaf: MantineColorsTuple = [
  '#eef8ee',
  '#dcefdc',
  '#b6dfb7',
  '#8dcd8f',
  '#6abd6d',
  '#52b257',
  '#3f9c44',
  '#2e7d32',
  '#246b29',
  '#18561d',
];

/** Harvest orange for accents (highlights, the basket in the logo). */
const harvest: MantineColorsTuple = [
  '#fff6e5',
  '#ffecd0',
  '#fdd7a0',
  '#fbc06b',
  '#f9ad3f',
  '#f8a123',
  '#f89a12',
  '#dd8604',
  '#c47600',
  '#aa6500',
];

export const theme = createTheme({
  primaryColor: 'leaf',
  primaryShade: 7,
  colors: { leaf, harvest },
  defaultRadius: 'md',
  cursorType: 'pointer',
  // A ring on :focus-visible (keyboard), none on mouse clicks; the keyboard browser test holds every control to it.
  focusRing: 'auto',
  fontFamily: FONT_FAMILY,
  headings: {
    fontFamily: FONT_FAMILY,
    fontWeight: '750',
  },
  components: {
    TextInput: { defaultProps: { size: 'md' } },
    PasswordInput: { defaultProps: { size: 'md' } },
    Button: { defaultProps: { fw: 600 } },
    Card: { defaultProps: { withBorder: true, radius: 'lg', padding: 'lg' } },
    // Close buttons are icons: without a name a screen reader announces only "button".
    // A toast's text under its title is Mantine's grey 6 (3.3:1 on white); dimmed text is darkened to pass AA.
    Notification: {
      defaultProps: {
        closeButtonProps: {
          // Read when a toast shows, so it is in the reader's language.
          get 'aria-label'() {
            return t`Dismiss notification`;
          },
        },
      },
      styles: { description: { color: 'var(--mantine-color-dimmed)' } },
    },
    Modal: {
      defaultProps: {
        closeButtonProps: {
          get 'aria-label'() {
            return t`Close dialog`;
          },
        },
      },
    },
    // A menu holds only menu items: Mantine's focus placeholder (a role="presentation" child) breaks the menu role
    // for screen readers (axe: aria-required-children). Opening by keyboard still focuses the first item.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    // On a phone a segmented control wraps onto a second line rather than cutting its labels ("Assigned Or").
    SegmentedControl: {
      styles: {
        root: { flexWrap: 'wrap', maxWidth: '100%' },
        control: { flex: '1 0 auto' },
        label: { overflow: 'visible', textOverflow: 'clip' },
      },
    },
  },
});
