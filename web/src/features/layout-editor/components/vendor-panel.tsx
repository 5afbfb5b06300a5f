import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import {
  Alert,
  Badge,
  Box,
  Button,
  Group,
  Loader,
  Paper,
  Select,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { AssignmentData } from '@shared/schemas/spaces';
import { LoadMore } from '@/components/admin-list/load-more';
import { LAYOUT_MSG } from '@/i18n/shared/layout-messages';
import { SPACES_MSG } from '@/i18n/shared/spaces-messages';
import { errorMessage } from '@/lib/errors';
import type { EditorSpace } from '../lib/editor-state';

/** What "Load more" needs of the infinite query. */
interface PagedList {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

interface VendorPanelProps {
  data: AssignmentData | undefined;
  /** The search box's text; the vendors shown are the server's answer to it. */
  search: string;
  onSearchChange: (search: string) => void;
  /** The pages of vendors read so far ("Load more" asks for the next). */
  pages: PagedList & { isFetching: boolean };
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  /** The one selected space, when it is free. */
  space: EditorSpace | undefined;
  /** Assigning needs the layout saved: the space must exist on the server. */
  blockedReason: string | null;
  assigning: boolean;
  onAssign: (spaceId: string, vendorId: string) => void;
  /** Further actions for the panel's head (e.g. a later "Auto-assign"). */
  actions?: ReactNode;
}

/**
 * Approved vendors without a space on this date. Each can be dragged onto a space of the drawing, or chosen from
 * the list for the selected space (the keyboard's way).
 */
export function VendorPanel(props: VendorPanelProps) {
  const { t } = useLingui();
  const { data, space, blockedReason } = props;
  const [vendorId, setVendorId] = useState<string | null>(null);
  const vendors = data?.unassignedVendors ?? [];
  const spaceLabel = space?.label;
  const canAssign = !!space && !space.vendor && !blockedReason;

  return (
    <Paper withBorder radius="md" p="sm">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4">
            {LAYOUT_MSG.unassignedHeading}
          </Title>
          <Group gap="xs">
            {!!vendors.length && (
              <Badge variant="light">{props.pages.hasNextPage ? `${vendors.length}+` : vendors.length}</Badge>
            )}
            {props.actions}
          </Group>
        </Group>
        {props.loading ? (
          <Stack gap={6} role="status" aria-label={t`Loading vendors`}>
            <Skeleton h={28} />
            <Skeleton h={28} />
          </Stack>
        ) : props.error ? (
          <Alert color="red" variant="light" title={SPACES_MSG.assignmentDataFailed}>
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{errorMessage(props.error)}</Text>
              <Button size="xs" variant="default" onClick={props.onRetry}>
                <Trans>Retry</Trans>
              </Button>
            </Stack>
          </Alert>
        ) : vendors.length === 0 && !props.search ? (
          <Text size="sm" c="dimmed">
            {LAYOUT_MSG.noUnassigned}
          </Text>
        ) : (
          <>
            <Text size="sm" c="dimmed">
              <Trans>Drag a vendor onto a space, or select a space and choose the vendor below.</Trans>
            </Text>
            <TextInput
              size="xs"
              label={t`Search vendors`}
              placeholder={t`A word of the vendor's name`}
              value={props.search}
              onChange={(e) => props.onSearchChange(e.currentTarget.value)}
              rightSection={
                props.pages.isFetching && !props.pages.isFetchingNextPage ? <Loader size="xs" /> : undefined
              }
            />
            {vendors.length === 0 && (
              <Text size="sm" c="dimmed">
                <Trans>No vendors found</Trans>
              </Text>
            )}
            <Box tabIndex={0} role="region" aria-label={t`Vendors to drag`} mah={260} style={{ overflow: 'auto' }}>
              <Stack gap={4} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {vendors.map((v) => (
                  <li
                    key={v.vendor.id}
                    draggable={!blockedReason}
                    data-testid="unassigned-vendor"
                    onDragStart={(e) => {
                      e.dataTransfer.setData('text/x-vendor-id', v.vendor.id);
                      e.dataTransfer.effectAllowed = 'link';
                    }}
                    style={{
                      padding: '4px 8px',
                      borderRadius: 6,
                      border: '1px solid var(--mantine-color-default-border)',
                      cursor: blockedReason ? 'default' : 'grab',
                      background: 'var(--mantine-color-body)',
                    }}
                  >
                    <Text size="sm">{v.vendor.name}</Text>
                  </li>
                ))}
              </Stack>
            </Box>
            <LoadMore list={props.pages} inline />
            <Select
              label={spaceLabel ? t`Assign a vendor to space ${spaceLabel}` : t`Assign a vendor to the selected space`}
              placeholder={space ? t`Choose a vendor` : t`Select one free space first`}
              data={vendors.map((v) => ({ value: v.vendor.id, label: v.vendor.name }))}
              value={vendorId}
              onChange={setVendorId}
              searchable
              disabled={!canAssign}
            />
            {blockedReason && (
              <Text size="xs" c="dimmed">
                {blockedReason}
              </Text>
            )}
            <Button
              size="xs"
              disabled={!canAssign || !vendorId}
              loading={props.assigning}
              onClick={() => {
                if (space && vendorId) props.onAssign(space.id, vendorId);
                setVendorId(null);
              }}
            >
              <Trans>Assign</Trans>
            </Button>
          </>
        )}
      </Stack>
    </Paper>
  );
}
