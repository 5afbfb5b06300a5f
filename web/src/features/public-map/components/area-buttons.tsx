import { useLingui } from '@lingui/react/macro';
import { Button, Group } from '@mantine/core';
import type { PublicArea } from '@shared/schemas/public-map';

/** 'All Areas' plus one button per area; the chosen one is pressed. */
export function AreaButtons(props: {
  areas: readonly PublicArea[];
  selected: string | null;
  onSelect: (areaId: string | null) => void;
}) {
  const { t } = useLingui();
  const { areas, selected, onSelect } = props;
  const button = (id: string | null, label: string) => (
    <Button
      key={id ?? 'all'}
      size="compact-md"
      variant={selected === id ? 'filled' : 'default'}
      aria-pressed={selected === id}
      onClick={() => onSelect(id)}
    >
      {label}
    </Button>
  );
  return (
    <Group gap="xs" role="group" aria-label={t`Areas`}>
      {button(null, t`All Areas`)}
      {areas.map((a) => button(a.id, a.name))}
    </Group>
  );
}
