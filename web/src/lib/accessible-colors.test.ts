import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { theme } from '@/app/theme';
import { AA_TEXT, accessibleColorVariables, contrast, readableOn } from './accessible-colors';

const full = mergeMantineTheme(DEFAULT_THEME, theme);
const vars = accessibleColorVariables(full);
const value = (name: string, fallback: string) => vars[name] ?? fallback;

describe('colours the app writes text in', () => {
  it('dimmed text reads at AA on white and on a striped row', () => {
    expect(contrast(vars['--mantine-color-dimmed']!, '#ffffff')).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrast(vars['--mantine-color-dimmed']!, full.colors.gray[0]!)).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it('a field’s placeholder reads at AA on white', () => {
    expect(contrast(vars['--mantine-color-placeholder']!, '#ffffff')).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it('a field’s error message reads at AA on white', () => {
    expect(contrast(vars['--mantine-color-error']!, '#ffffff')).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it.each(Object.keys(full.colors).filter((c) => c !== 'dark'))('%s: white on filled, and light text on light', (c) => {
    const shades = full.colors[c]!;
    expect(contrast('#ffffff', value(`--mantine-color-${c}-filled`, shades[7]!))).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrast(value(`--mantine-color-${c}-light-color`, shades[9]!), shades[1]!)).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it('a colour that already reads is left as it is; one that does not is darkened, not replaced', () => {
    expect(readableOn('#2e7d32', '#ffffff')).toBe('#2e7d32');
    const red = readableOn('#f03e3e', '#ffffff');
    expect(red).not.toBe('#f03e3e');
    expect(red).not.toBe('#000000');
    expect(contrast(red, '#ffffff')).toBeGreaterThanOrEqual(AA_TEXT);
  });
});
