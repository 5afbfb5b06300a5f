import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { Button, Card, FileButton, Group, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IMAGE_MAX_COUNT, type ImageType } from '@shared/profile-rules';
import type { VendorImage } from '@shared/schemas/vendor-profile';
import { ApprovalBadge } from '@/components/vendor-profile/approval-badge';

/** Built at render: the words follow the reader's language. */
const words = (imageType: ImageType) =>
  ({
    logo: { title: t`Logo`, upload: t`Upload Logo`, none: t`No logo yet.`, item: t`logo` },
    booth: {
      title: t`Booth Photos`,
      upload: t`Upload Booth Photo`,
      none: t`No booth photos yet.`,
      item: t`booth photos`,
    },
    product: {
      title: t`Product Photos`,
      upload: t`Upload Product Photo`,
      none: t`No product photos yet.`,
      item: t`product photos`,
    },
  })[imageType];

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
  const said = words(imageType);
  const count = images.length;
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Stack gap={0}>
            <Title order={2} size="h3" id={headingId}>
              {said.title}
            </Title>
            <Text size="sm" c="dimmed">
              <Trans>
                {count} of {max}
              </Trans>
            </Text>
          </Stack>
          {canEdit && images.length < max && (
            <FileButton onChange={(file) => file && props.onChoose(file)} accept="image/*">
              {(buttonProps) => <Button {...buttonProps}>{said.upload}</Button>}
            </FileButton>
          )}
        </Group>
        {images.length === 0 ? (
          <Text c="dimmed">{said.none}</Text>
        ) : (
          <SimpleGrid
            cols={{ base: 1, xs: 2, md: 4 }}
            spacing="md"
            component="ul"
            style={{ listStyle: 'none', padding: 0 }}
          >
            {images.map((image) => {
              const what = image.caption || said.item;
              return (
                <Card key={image.id} withBorder padding="sm" component="li">
                  <Stack gap="xs">
                    <Image
                      src={image.thumbnailUrl || image.imageUrl}
                      alt={image.caption || said.title}
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
                          aria-label={t`Delete ${what}`}
                        >
                          <Trans>Delete</Trans>
                        </Button>
                      )}
                    </Group>
                  </Stack>
                </Card>
              );
            })}
          </SimpleGrid>
        )}
      </Stack>
    </Card>
  );
}
