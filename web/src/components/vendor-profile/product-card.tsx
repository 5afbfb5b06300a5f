import { Badge, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { PendingBadge } from './approval-badge';
import { seasonLabel } from './profile-format';

export interface ProductCardProduct {
  name: string;
  description: string | null;
  category: string;
  seasonalityStart: number | null;
  seasonalityEnd: number | null;
  priceRange: string | null;
  certifications: readonly string[];
  imageUrl: string | null;
}

/** One product as shoppers see it; the vendor's own list adds its Edit and Delete below as `children`. */
export function ProductCard(props: {
  product: ProductCardProduct;
  level: 2 | 3 | 4;
  pending: boolean;
  children?: ReactNode;
}) {
  const { product } = props;
  const season = seasonLabel(product.seasonalityStart, product.seasonalityEnd);
  return (
    <Card withBorder padding="md" component="li">
      <Stack gap={6} h="100%">
        {product.imageUrl && <Image src={product.imageUrl} alt={product.name} radius="sm" h={160} fit="cover" />}
        <Group justify="space-between" gap="xs" align="flex-start">
          <Title order={props.level} size="h4">
            {product.name}
          </Title>
          <PendingBadge show={props.pending} />
        </Group>
        <Group gap={6}>
          <Badge variant="outline">{product.category}</Badge>
          {product.certifications.map((certification) => (
            <Badge key={certification} color="leaf" variant="light">
              {certification}
            </Badge>
          ))}
        </Group>
        {product.description && <Text size="sm">{product.description}</Text>}
        {season && <Text size="sm">{season}</Text>}
        {product.priceRange && (
          <Text size="sm" fw={600}>
            {product.priceRange}
          </Text>
        )}
        {props.children}
      </Stack>
    </Card>
  );
}
