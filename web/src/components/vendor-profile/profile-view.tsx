import { Anchor, Badge, Card, Flex, Group, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { PROFILE_MSG } from '@/i18n/shared/profile-messages';
import { IconMail, IconPhone } from '@/components/ui/icons';
import { PendingBadge } from './approval-badge';
import { ProductCard, type ProductCardProduct } from './product-card';
import { formatPhone, socialLinks, websiteHref, yearsAtMarketLabel } from './profile-format';

/** What the rendering needs of a vendor; the vendor's own answer and the public one both fit. */
export interface ProfileViewVendor {
  name: string;
  tagline: string | null;
  businessStory: string | null;
  yearsAtMarket: number | null;
  email: string | null;
  phone: string | null;
  website: string | null;
  instagram: string | null;
  facebook: string | null;
  twitter: string | null;
  tiktok: string | null;
  etsy: string | null;
}

export interface ProfileViewImage {
  id: string;
  imageType: 'logo' | 'booth' | 'product';
  imageUrl: string;
  thumbnailUrl?: string;
  caption: string | null;
  isActive: boolean;
  isApproved: boolean;
  displayOrder?: number;
}

export interface ProfileViewProduct extends ProductCardProduct {
  id: string;
  isActive: boolean;
  isApproved: boolean;
}

type Level = 2 | 3 | 4;

function Section({ title, level, children }: { title: string; level: Level; children: ReactNode }) {
  const id = `profile-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Title order={level} size="h3" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

function Photo({ image, pending, alt }: { image: ProfileViewImage; pending: boolean; alt: string }) {
  return (
    <Stack gap={4} component="figure" m={0}>
      <Image
        src={image.imageUrl}
        alt={image.caption || alt}
        radius="md"
        loading="lazy"
        fit="cover"
        style={{ aspectRatio: '4 / 3' }}
      />
      <Group gap="xs" component="figcaption">
        {image.caption && (
          <Text size="sm" c="dimmed">
            {image.caption}
          </Text>
        )}
        <PendingBadge show={pending} />
      </Group>
    </Stack>
  );
}

const byOrder = (a: ProfileViewImage, b: ProfileViewImage) => (a.displayOrder ?? 0) - (b.displayOrder ?? 0);

/**
 * A vendor's public profile as spec 3 §2 "Profile rendering" lays it out. The public page passes only approved,
 * active content; the vendor's preview passes everything active and `showPending`, which labels what waits for review.
 */
export function ProfileView(props: {
  vendor: ProfileViewVendor;
  images: readonly ProfileViewImage[];
  products: readonly ProfileViewProduct[];
  showPending?: boolean;
  /** The vendor's name is this heading level (1 on its own page, 2 under a screen's title); the rest follow. */
  level?: 1 | 2;
}) {
  const { vendor, showPending = false, level = 1 } = props;
  const sectionLevel = (level + 1) as Level;
  const productLevel = (level + 2) as Level;
  const visible = <T extends { isActive: boolean; isApproved: boolean }>(item: T) =>
    item.isActive && (showPending || item.isApproved);
  const pending = (item: { isApproved: boolean }) => showPending && !item.isApproved;
  const images = props.images.filter(visible).toSorted(byOrder);
  const logo = images.find((image) => image.imageType === 'logo');
  const booth = images.filter((image) => image.imageType === 'booth');
  const productPhotos = images.filter((image) => image.imageType === 'product');
  const products = props.products.filter(visible);
  const years = yearsAtMarketLabel(vendor.yearsAtMarket);
  const socials = socialLinks(vendor);
  const website = websiteHref(vendor.website);
  const etsy = websiteHref(vendor.etsy);
  const hasContact = vendor.phone || vendor.email || website || etsy || socials.length > 0;

  return (
    <Stack gap="lg">
      <Flex gap="lg" direction={{ base: 'column', xs: 'row' }} align={{ base: 'flex-start', xs: 'center' }}>
        {logo && (
          <Stack gap={4} align="center">
            <Image
              src={logo.thumbnailUrl || logo.imageUrl}
              alt={`${vendor.name} logo`}
              w={120}
              h={120}
              radius="md"
              fit="contain"
            />
            <PendingBadge show={pending(logo)} />
          </Stack>
        )}
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Title order={level} size="h1">
            {vendor.name}
          </Title>
          {vendor.tagline && (
            <Text size="lg" c="dimmed">
              {vendor.tagline}
            </Text>
          )}
          {years && (
            <Group>
              <Badge variant="light" size="lg" tt="none">
                {years}
              </Badge>
            </Group>
          )}
        </Stack>
      </Flex>

      {hasContact && (
        <Section level={sectionLevel} title={PROFILE_MSG.contactAndSocial}>
          <Stack gap="xs">
            {vendor.phone && (
              <Group gap="xs" wrap="nowrap">
                <IconPhone aria-hidden />
                <Anchor href={`tel:${vendor.phone.replace(/[^\d+]/g, '')}`}>{formatPhone(vendor.phone)}</Anchor>
              </Group>
            )}
            {vendor.email && (
              <Group gap="xs" wrap="nowrap">
                <IconMail aria-hidden />
                <Anchor href={`mailto:${vendor.email}`} style={{ overflowWrap: 'anywhere' }}>
                  {vendor.email}
                </Anchor>
              </Group>
            )}
            {website && (
              <Anchor href={website} target="_blank" rel="noopener noreferrer" style={{ overflowWrap: 'anywhere' }}>
                {vendor.website}
              </Anchor>
            )}
            {socials.length > 0 && (
              <Group gap="md">
                {socials.map((link) => (
                  <Anchor key={link.network} href={link.href} target="_blank" rel="noopener noreferrer">
                    {link.network}: {link.label}
                  </Anchor>
                ))}
              </Group>
            )}
            {etsy && (
              <Anchor href={etsy} target="_blank" rel="noopener noreferrer">
                {PROFILE_MSG.etsyShop}
              </Anchor>
            )}
          </Stack>
        </Section>
      )}

      {vendor.businessStory && (
        <Section level={sectionLevel} title={PROFILE_MSG.ourStory}>
          <Text style={{ whiteSpace: 'pre-line' }}>{vendor.businessStory}</Text>
        </Section>
      )}

      {booth.length > 0 && (
        <Section level={sectionLevel} title={PROFILE_MSG.ourBooth}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {booth.map((image) => (
              <Photo key={image.id} image={image} pending={pending(image)} alt={`${vendor.name} booth`} />
            ))}
          </SimpleGrid>
        </Section>
      )}

      {(products.length > 0 || productPhotos.length > 0) && (
        <Section level={sectionLevel} title={PROFILE_MSG.ourProducts}>
          {productPhotos.length > 0 && (
            <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
              {productPhotos.map((image) => (
                <Photo key={image.id} image={image} pending={pending(image)} alt={`${vendor.name} product`} />
              ))}
            </SimpleGrid>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" component="ul" style={{ listStyle: 'none', padding: 0 }}>
            {products.map((product) => (
              <ProductCard key={product.id} product={product} level={productLevel} pending={pending(product)} />
            ))}
          </SimpleGrid>
        </Section>
      )}
    </Stack>
  );
}
