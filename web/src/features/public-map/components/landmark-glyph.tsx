import type { ReactNode } from 'react';
import { Icon } from '@/components/ui/icon';

/**
 * Landmark types name their icon by an icon-font class ('fas fa-door-open'). The product ships no icon font, so the
 * common ones are drawn here; any other shows the type's first letter.
 */
const GLYPHS: { match: RegExp; draw: ReactNode }[] = [
  {
    match: /door|entrance|exit|sign-in|sign-out/,
    draw: (
      <>
        <path d="M6 20V5a1 1 0 0 1 1-1h8v16" />
        <path d="M15 4l4 1.5V20M4 20h16" />
        <circle cx="12.5" cy="12.5" r=".6" />
      </>
    ),
  },
  {
    match: /restroom|toilet|bath|wc|female|male/,
    draw: (
      <>
        <circle cx="8" cy="5.5" r="1.6" />
        <circle cx="16" cy="5.5" r="1.6" />
        <path d="M6.5 9h3l.5 6h-1v5h-2v-5h-1zM14 9h4l1.5 6h-2V20h-3v-5h-2z" />
      </>
    ),
  },
  {
    match: /info|question/,
    draw: (
      <>
        <circle cx="12" cy="12" r="8.5" />
        <path d="M12 11v5.5M12 7.6v.2" />
      </>
    ),
  },
  {
    match: /parking|car|truck/,
    draw: (
      <>
        <rect x="4" y="4" width="16" height="16" rx="3" />
        <path d="M10 17V7h3a3 3 0 0 1 0 6h-3" />
      </>
    ),
  },
  {
    match: /music|guitar|microphone/,
    draw: (
      <>
        <path d="M9 18V6l10-2v12" />
        <circle cx="6.5" cy="18" r="2.5" />
        <circle cx="16.5" cy="16" r="2.5" />
      </>
    ),
  },
  {
    match: /first-aid|medkit|medical|plus|hospital/,
    draw: (
      <>
        <rect x="4" y="4" width="16" height="16" rx="3" />
        <path d="M12 8v8M8 12h8" />
      </>
    ),
  },
  {
    match: /trash|recycle|dumpster/,
    draw: <path d="M5 7h14M10 7V5h4v2M7 7l1 13h8l1-13" />,
  },
  {
    match: /water|tint|faucet|droplet/,
    draw: <path d="M12 4s6 6.5 6 10.5a6 6 0 0 1-12 0C6 10.5 12 4 12 4z" />,
  },
];

export function LandmarkGlyph({ icon, name, size }: { icon: string; name: string; size: number }) {
  const glyph = GLYPHS.find((g) => g.match.test(icon.toLowerCase()));
  if (!glyph) {
    return (
      <span aria-hidden="true" style={{ fontWeight: 700, fontSize: size * 0.8, lineHeight: 1 }}>
        {name.trim().charAt(0).toUpperCase() || '?'}
      </span>
    );
  }
  return <Icon size={size}>{glyph.draw}</Icon>;
}
