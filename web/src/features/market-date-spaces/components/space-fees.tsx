import { Badge, Group, Text, Tooltip } from '@mantine/core';
import type { CalculatedPriceDto } from '@shared/schemas/spaces';
import { PRICE_SOURCE_LABELS } from '@/i18n/shared/spaces-messages';
import { feeDollars } from '../lib/spaces-view';

/** Spec 2 §2.1: the calculated price in whole dollars, a percent badge for a sales-based rate, the source on hover. */
export function SpaceFees({ price }: { price: CalculatedPriceDto }) {
  const source = PRICE_SOURCE_LABELS[price.source];
  return (
    <Tooltip label={source} withArrow openDelay={100} events={{ hover: true, focus: true, touch: true }}>
      <Group
        gap={6}
        wrap="nowrap"
        w="fit-content"
        tabIndex={0}
        aria-label={`${feeDollars(price.basePrice)}, ${source}`}
        data-price-source={price.source}
      >
        <Text size="sm" fw={500}>
          {feeDollars(price.basePrice)}
        </Text>
        {price.salesBasedRate > 0 && (
          <Badge size="sm" variant="light" color="grape">
            {price.salesBasedRate}%
          </Badge>
        )}
      </Group>
    </Tooltip>
  );
}
