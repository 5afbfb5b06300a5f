import { Button, Card, FileButton, Group, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IMAGE_MAX_COUNT, type ImageType } from '@shared/profile-rules';
import type { VendorImage } from '@shared/schemas/vendor-profile';
import { ApprovalBadge } from '@/components/vendor-profile/approval-badge';

const TITLES: Record<ImageType, string> = { logo: 'Logo', booth: 'Booth Photos', product: 'Product Photos' };
const UPLOAD_LABELS: Record<ImageType, string> = {
  logo: 'Upload Logo',
  booth: 'Upload Booth Photo',
  product: 'Upload Product Photo',
};

/** One of the three kinds of image: what there is, and room for more until the maximum is reached. */
export function ImageSection(props: {
  imageType: ImageType;
  images: readonly VendorImage[];
  canEdit: boolean;
  onChoose: (file: File) => void;
  onDelete: (image: VendorImage) => void;
}) {
  const { imageType, images, canEdit } = props;
  const max = IMAGE_MAX_COUNT[imageType];
  const headingId = `images-${imageType}`;
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Stack gap={0}>
            <Title order={2} size="h3" id={headingId}>
              {TITLES[imageType]}
            </Title>
            <Text size="sm" c="dimmed">
              {images.length} of {max}
            </Text>
          </Stack>
          {canEdit && images.length < max && (
            <FileButton onChange={(file) => file && props.onChoose(file)} accept="image/*">
              {(buttonProps) => <Button {...buttonProps}>{UPLOAD_LABELS[imageType]}</Button>}
            </FileButton>
          )}
        </Group>
        {images.length === 0 ? (
          <Text c="dimmed">No {TITLES[imageType].toLowerCase()} yet.</Text>
        ) : (
          <SimpleGrid
            cols={{ base: 1, xs: 2, md: 4 }}
            spacing="md"
            component="ul"
            style={{ listStyle: 'none', padding: 0 }}
          >
            {images.map((image) => (
              <Card key={image.id} withBorder padding="sm" component="li">
                <Stack gap="xs">
                  <Image
                    src={image.thumbnailUrl || image.imageUrl}
                    alt={image.caption || TITLES[imageType]}
                    radius="sm"
                    h={140}
                    fit={imageType === 'logo' ? 'contain' : 'cover'}
                  />
                  {image.caption && <Text size="sm">{image.caption}</Text>}
                  <Group justify="space-between" gap="xs">
                    <ApprovalBadge approved={image.isApproved} />
                    {canEdit && (
                      <Button
                        size="xs"
                        color="red"
                        variant="subtle"
                        onClick={() => props.onDelete(image)}
                        aria-label={`Delete ${image.caption || TITLES[imageType].toLowerCase()}`}
                      >
                        Delete
                      </Button>
                    )}
                  </Group>
                </Stack>
              </Card>
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Card>
  );
}
