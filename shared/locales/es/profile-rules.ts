/**
 * shared/profile-rules.ts's words in Spanish: the months of a product's season and the labels of the stored
 * categories and certifications (the stored values stay English).
 */
import type {
  CERTIFICATION_LABELS as EN_CERTIFICATIONS,
  certificationLabel as enCertificationLabel,
  MONTH_NAMES as EN_MONTHS,
  monthName as enMonthName,
  PRODUCT_CATEGORY_LABELS as EN_CATEGORIES,
  productCategoryLabel as enProductCategoryLabel,
} from '../../profile-rules.js';
import type { Localized } from '../localized.js';

export const MONTH_NAMES: Localized<typeof EN_MONTHS> = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];

export const monthName: Localized<typeof enMonthName> = (month) => (month ? (MONTH_NAMES[month - 1] ?? '') : '');

export const PRODUCT_CATEGORY_LABELS: Localized<typeof EN_CATEGORIES> = {
  Produce: 'Frutas y verduras',
  'Meat & Poultry': 'Carne y aves',
  'Dairy & Eggs': 'Lácteos y huevos',
  'Baked Goods': 'Productos horneados',
  'Prepared Foods': 'Comidas preparadas',
  'Plants & Flowers': 'Plantas y flores',
  Crafts: 'Artesanías',
  Other: 'Otros',
};

export const CERTIFICATION_LABELS: Localized<typeof EN_CERTIFICATIONS> = {
  Organic: 'Orgánico',
  'Non-GMO': 'Sin OGM',
  'Naturally Grown': 'Cultivo natural',
  'Free Range': 'De libre pastoreo',
  'Grass Fed': 'Alimentado con pasto',
  Local: 'De producción local',
  'Fair Trade': 'Comercio justo',
};

export const productCategoryLabel: Localized<typeof enProductCategoryLabel> = (category) =>
  (PRODUCT_CATEGORY_LABELS as Record<string, string>)[category] ?? category;

export const certificationLabel: Localized<typeof enCertificationLabel> = (certification) =>
  (CERTIFICATION_LABELS as Record<string, string>)[certification] ?? certification;
