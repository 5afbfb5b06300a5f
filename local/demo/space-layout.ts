import type { AreaKey, SpaceTypeKey } from './catalog.js';

/** The 24 spaces of every date: label, area, space type, and a price override on one of them. */
export const SPACE_LAYOUT: { label: string; area: AreaKey; type: SpaceTypeKey; basePrice?: number }[] = [
  ...Array.from({ length: 12 }, (_, i) => ({
    label: `A${i + 1}`,
    area: 'north' as const,
    type: (i === 0 || i === 11 ? 'corner' : i === 5 || i === 6 ? 'double' : 'standard') as SpaceTypeKey,
    ...(i === 11 ? { basePrice: 5500 } : {}),
  })),
  ...Array.from({ length: 8 }, (_, i) => ({
    label: `B${i + 1}`,
    area: 'south' as const,
    type: (i === 0 || i === 7 ? 'corner' : 'standard') as SpaceTypeKey,
  })),
  ...Array.from({ length: 4 }, (_, i) => ({ label: `F${i + 1}`, area: 'food' as const, type: 'truck' as const })),
];
export const ROW_Y: Record<AreaKey, number> = { north: 10, south: 45, food: 75 };
