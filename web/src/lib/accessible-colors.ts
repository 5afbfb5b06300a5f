import { luminance, toRgba, type CSSVariablesResolver, type MantineTheme } from '@mantine/core';

/** WCAG AA for normal text. */
export const AA_TEXT = 4.5;

export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const hex = (n: number) =>
  Math.max(0, Math.min(255, Math.round(n)))
    .toString(16)
    .padStart(2, '0');

/** The colour itself when it reads on `background`, else the same hue darkened step by step until it does. */
export function readableOn(color: string, background: string, min = AA_TEXT): string {
  const { r, g, b } = toRgba(color);
  for (let k = 1; k >= 0; k -= 0.02) {
    const candidate = `#${hex(r * k)}${hex(g * k)}${hex(b * k)}`;
    if (contrast(candidate, background) >= min + 0.05) return k === 1 ? color : candidate;
  }
  return '#000000';
}

/**
 * Mantine's light scheme writes white on shade 7 (filled), shade 9 on shade 1 (light) and grey 6 for dimmed text;
 * for red, orange, yellow, green and our harvest orange these read below 4.5:1. Each colour keeps its hue and is
 * darkened only as far as AA needs, so every `color=` in the app stays legible without a per-screen fix.
 */
export function accessibleColorVariables(theme: MantineTheme): Record<string, string> {
  const white = theme.white;
  const vars: Record<string, string> = {
    '--mantine-color-dimmed': readableOn(theme.colors.gray[7]!, theme.colors.gray[0]!),
    // A field's placeholder is grey 5 (2.2:1): a date field shows it as text, and it names the open calendar.
    '--mantine-color-placeholder': readableOn(theme.colors.gray[5]!, white),
    // A field's message and its invalid text are red 6 by default, below 4.5:1 on white.
    '--mantine-color-error': readableOn(theme.colors.red[6]!, white),
  };
  for (const [name, shades] of Object.entries(theme.colors)) {
    if (name === 'dark') continue;
    const filled = readableOn(shades[7]!, white);
    if (filled !== shades[7]) {
      vars[`--mantine-color-${name}-filled`] = filled;
      vars[`--mantine-color-${name}-filled-hover`] = readableOn(filled, white, AA_TEXT + 1);
      vars[`--mantine-color-${name}-outline`] = filled;
      vars[`--mantine-color-${name}-text`] = filled;
    }
    const lightColor = readableOn(shades[9]!, shades[1]!);
    if (lightColor !== shades[9]) vars[`--mantine-color-${name}-light-color`] = lightColor;
  }
  return vars;
}

export const accessibleCssVariablesResolver: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: accessibleColorVariables(theme),
  dark: {},
});
