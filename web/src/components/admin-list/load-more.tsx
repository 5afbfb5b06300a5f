import { Trans } from '@lingui/react/macro';
import { Button, Group } from '@mantine/core';

/** What the button needs of a list the server pages with a cursor (TanStack Query's infinite query). */
interface PagedList {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/**
 * "Load more" under a list that shows its pages one after another; nothing once the last page is in. `inline` sits
 * it beside other small buttons (a panel's Show all) instead of centring it under the list.
 */
export function LoadMore({ list, inline = false }: { list: PagedList; inline?: boolean }) {
  if (!list.hasNextPage) return null;
  const button = (
    <Button
      variant="default"
      size={inline ? 'xs' : undefined}
      onClick={() => void list.fetchNextPage()}
      loading={list.isFetchingNextPage}
    >
      <Trans>Load more</Trans>
    </Button>
  );
  return inline ? button : <Group justify="center">{button}</Group>;
}
