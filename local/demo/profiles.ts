/**
 * The demo vendors' public profiles (issue 11): every approved vendor gets a tagline, a story, its years at the
 * market and a social link or two, so each vendor link on the map leads to a real page. Several get a logo, booth
 * photos and products; some of that content waits for approval, so the admins' review queue has something in it.
 * Images are drawn here (plain colour fields with a band), never downloaded.
 */
import type { ProductCategory, Certification, ImageType } from '../../shared/profile-rules.js';
import { imageKeys, mediaUrl } from '../../functions/profiles/profiles.service.js';
import { keys } from '../../functions/lib/data/keys.js';
import type { VendorItem } from '../../functions/lib/data/vendors/vendor.items.js';
import type {
  VendorImageCountItem,
  VendorImageItem,
  VendorProductItem,
} from '../../functions/lib/data/vendors/profile.items.js';
import type { BuildContext, TableItem } from './build-context.js';

interface DemoProfile {
  tagline: string;
  businessStory: string;
  instagram?: string;
  facebook?: string;
  etsy?: string;
}

/** By the demo vendor's key; a vendor's own demo fields (vendors.ts) win over these. */
const PROFILES: Record<string, DemoProfile> = {
  sunny: {
    tagline: 'Picked Saturday, on your table Sunday',
    businessStory:
      'Sam and Alex Rivera took over a tired apple orchard in 2014 and turned it into a diversified vegetable farm.',
    facebook: 'sunnyacresfarm',
  },
  greenValley: {
    tagline: 'Greens with roots in the valley',
    businessStory: 'Maria grows forty kinds of salad greens and herbs on twelve acres, harvested the morning before.',
  },
  hilltop: {
    tagline: 'Apples and pears from the ridge',
    businessStory: 'Three generations have tended the same hillside orchard; the oldest trees were planted in 1952.',
    facebook: 'hilltoporchards',
  },
  blueHeron: {
    tagline: 'Gourmet mushrooms grown in the redwoods',
    businessStory: 'Oyster, lion’s mane and shiitake, grown on oak sawdust in a converted barn by the creek.',
  },
  twoRivers: {
    tagline: 'Grass-fed beef and pastured pork',
    businessStory: 'Our cattle graze the river flats all year; we move them daily and never use feedlots.',
  },
  riseShine: {
    tagline: 'Morning buns worth the early start',
    businessStory: 'We started with one oven in a garage; now we bake through the night so you can shop at nine.',
    instagram: 'riseandshinebakes',
  },
  goldenCrust: {
    tagline: 'Naturally leavened, slowly baked',
    businessStory: 'Every loaf rests for thirty hours before it meets the stone hearth.',
  },
  wildflower: {
    tagline: 'Stoneware for everyday meals',
    businessStory: 'Each mug and bowl is thrown, trimmed and glazed by hand in our Petaluma studio.',
    etsy: 'https://www.etsy.com/shop/wildflowerpottery',
  },
  coastalCandle: {
    tagline: 'Soy candles that smell like the coast',
    businessStory: 'Hand-poured in small batches with cotton wicks and scents inspired by the Sonoma shoreline.',
    etsy: 'https://www.etsy.com/shop/coastalcandleco',
  },
  driftwood: {
    tagline: 'Quilts and textiles sewn by hand',
    businessStory: 'Vintage fabrics find a second life as quilts, table runners and tote bags.',
  },
  taqueria: {
    tagline: 'Street tacos from our family recipes',
    businessStory: 'Abuela’s salsa recipes, handmade tortillas pressed to order and slow-braised carnitas.',
    instagram: 'taquerialapaloma',
  },
  seoul: {
    tagline: 'Korean street food, market style',
    businessStory: 'Bulgogi rice bowls, kimchi pancakes and our own kimchi, fermented for three weeks.',
  },
  nonna: {
    tagline: 'Fresh pasta the way Nonna made it',
    businessStory: 'Ravioli, tagliatelle and sauces made that morning from local eggs and flour.',
  },
};

interface DemoImage {
  type: ImageType;
  caption: string;
  /** Fill and band colours of the drawn picture. */
  colors: [string, string];
  approved: boolean;
}

interface DemoProduct {
  name: string;
  description: string;
  category: ProductCategory;
  season: [number, number] | null;
  priceRange: string;
  certifications: Certification[];
  approved: boolean;
}

const IMAGES: Record<string, DemoImage[]> = {
  sunny: [
    { type: 'logo', caption: 'Sunny Acres Farm', colors: ['#f2c14e', '#3a7d44'], approved: true },
    { type: 'booth', caption: 'Our booth in row A', colors: ['#3a7d44', '#f2c14e'], approved: true },
    { type: 'product', caption: 'Strawberries, picked Saturday', colors: ['#d7263d', '#3a7d44'], approved: true },
    { type: 'booth', caption: 'New awning this season', colors: ['#5b8e7d', '#f4f1de'], approved: false },
  ],
  riseShine: [
    { type: 'logo', caption: 'Rise & Shine Bakery', colors: ['#e07a5f', '#f4f1de'], approved: true },
    { type: 'booth', caption: 'Come early for morning buns', colors: ['#81b29a', '#e07a5f'], approved: true },
  ],
  wildflower: [
    { type: 'logo', caption: 'Wildflower Pottery', colors: ['#6d597a', '#eaac8b'], approved: true },
    { type: 'product', caption: 'Speckled mugs', colors: ['#eaac8b', '#6d597a'], approved: false },
  ],
  taqueria: [{ type: 'booth', caption: 'Find us by the music', colors: ['#f4a261', '#264653'], approved: true }],
};

const PRODUCTS: Record<string, DemoProduct[]> = {
  sunny: [
    {
      name: 'Strawberries',
      description: 'Albion and Seascape, picked the day before market.',
      category: 'Produce',
      season: [5, 9],
      priceRange: '$6 a basket',
      certifications: ['Organic', 'Local'],
      approved: true,
    },
    {
      name: 'Pastured Eggs',
      description: 'From hens that roam the orchard.',
      category: 'Dairy & Eggs',
      season: null,
      priceRange: '$9 a dozen',
      certifications: ['Free Range', 'Local'],
      approved: true,
    },
    {
      name: 'Heirloom Tomatoes',
      description: 'Brandywine, Cherokee Purple and Green Zebra.',
      category: 'Produce',
      season: [7, 10],
      priceRange: '$4-$6/lb',
      certifications: ['Organic'],
      approved: false,
    },
  ],
  twoRivers: [
    {
      name: 'Ground Beef',
      description: 'One-pound packs, frozen.',
      category: 'Meat & Poultry',
      season: null,
      priceRange: '$11/lb',
      certifications: ['Grass Fed', 'Local'],
      approved: true,
    },
  ],
  riseShine: [
    {
      name: 'Morning Buns',
      description: 'Laminated dough, orange zest and cinnamon sugar.',
      category: 'Baked Goods',
      season: null,
      priceRange: '$5 each',
      certifications: [],
      approved: true,
    },
    {
      name: 'Pumpkin Loaf',
      description: 'With toasted pepitas.',
      category: 'Baked Goods',
      season: [9, 11],
      priceRange: '$12',
      certifications: ['Local'],
      approved: false,
    },
  ],
  wildflower: [
    {
      name: 'Speckled Mugs',
      description: 'Twelve ounces, dishwasher safe.',
      category: 'Crafts',
      season: null,
      priceRange: '$28-$34',
      certifications: [],
      approved: true,
    },
  ],
  nonna: [
    {
      name: 'Butternut Ravioli',
      description: 'With brown butter and sage, a dozen per box.',
      category: 'Prepared Foods',
      season: [10, 3],
      priceRange: '$14',
      certifications: ['Local'],
      approved: true,
    },
  ],
};

/** A picture the seed draws and stores: its original and the variants made from it as an upload's would be. */
export interface DemoImageFile {
  originalKey: string;
  webKey: string;
  thumbnailKey: string;
  colors: [string, string];
}

/**
 * Fills in the approved vendors' profiles (before their items are written) and adds their images, products and
 * image counts to the items. Returns the pictures to draw and store.
 */
export function buildProfiles(ctx: BuildContext, vendorsByKey: Map<string, VendorItem>): DemoImageFile[] {
  const files: DemoImageFile[] = [];
  const at = ctx.now;
  for (const [key, vendor] of vendorsByKey) {
    if (vendor.status !== 'APPROVED') continue;
    const profile = PROFILES[key];
    if (profile) {
      Object.assign(vendor, {
        tagline: vendor.tagline ?? profile.tagline,
        businessStory: vendor.businessStory ?? profile.businessStory,
        instagram: vendor.instagram ?? profile.instagram ?? null,
        facebook: vendor.facebook ?? profile.facebook ?? null,
        etsy: vendor.etsy ?? profile.etsy ?? null,
        isProfilePublished: true,
      });
    }
    const approval = (approved: boolean) => ({
      isApproved: approved,
      approvedAt: approved ? at : null,
      approvedBy: approved ? ctx.admin : null,
    });
    const counts = new Map<ImageType, number>();
    for (const img of IMAGES[key] ?? []) {
      const id = ctx.newId();
      const displayOrder = counts.get(img.type) ?? 0;
      counts.set(img.type, displayOrder + 1);
      const file: DemoImageFile = {
        originalKey: imageKeys.original(vendor.id, id),
        webKey: imageKeys.web(vendor.id, id),
        thumbnailKey: imageKeys.thumbnail(vendor.id, id),
        colors: img.colors,
      };
      files.push(file);
      const item: VendorImageItem = {
        _type: 'vendor_image',
        id,
        vendorId: vendor.id,
        vendorName: vendor.name,
        imageType: img.type,
        originalKey: file.originalKey,
        webKey: file.webKey,
        thumbnailKey: file.thumbnailKey,
        imageUrl: mediaUrl(file.webKey),
        thumbnailUrl: mediaUrl(file.thumbnailKey),
        caption: img.caption,
        isActive: true,
        displayOrder,
        ...approval(img.approved),
        createdAt: at,
        updatedAt: at,
      };
      ctx.items.push({
        ...keys.vendorImage(vendor.id, id),
        ...(img.approved ? {} : keys.pendingContent(at, 'IMAGE', id)),
        ...item,
      } as TableItem);
    }
    for (const [imageType, count] of counts) {
      const counter: VendorImageCountItem = {
        _type: 'vendor_image_count',
        id: imageType,
        vendorId: vendor.id,
        imageType,
        count,
        createdAt: at,
        updatedAt: at,
      };
      ctx.items.push({ ...keys.vendorImageCount(vendor.id, imageType), ...counter } as TableItem);
    }
    for (const p of PRODUCTS[key] ?? []) {
      const id = ctx.newId();
      const product: VendorProductItem = {
        _type: 'vendor_product',
        id,
        vendorId: vendor.id,
        vendorName: vendor.name,
        name: p.name,
        description: p.description,
        category: p.category,
        seasonalityStart: p.season?.[0] ?? null,
        seasonalityEnd: p.season?.[1] ?? null,
        priceRange: p.priceRange,
        certifications: p.certifications,
        imageId: null,
        imageUrl: null,
        isActive: true,
        ...approval(p.approved),
        createdAt: at,
        updatedAt: at,
      };
      ctx.items.push({
        ...keys.vendorProduct(vendor.id, id),
        ...(p.approved ? {} : keys.pendingContent(at, 'PRODUCT', id)),
        ...product,
      } as TableItem);
    }
  }
  return files;
}
