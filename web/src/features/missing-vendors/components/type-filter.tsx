import { useLingui } from '@lingui/react/macro';
import { Button, Group, Select } from '@mantine/core';
import { ALL } from '../lib/missing-view';

/** 'All Types' plus each vendor type (spec 2 §2.3): buttons, or a dropdown under 768 px as on the spaces screen. */
export function TypeFilter(props: {
  options: { value: string; label: string }[];
  value: string;
  narrow: boolean;
  onChange: (value: string) => void;
}) {
  const { t } = useLingui();
  if (props.narrow) {
    return (
      <Select
        label={t`Vendor type`}
        data={props.options}
        value={props.value}
        onChange={(v) => props.onChange(v ?? ALL)}
        allowDeselect={false}
      />
    );
  }
  return (
    <Group gap={6} role="group" aria-label={t`Vendor type`}>
      {props.options.map((o) => (
        <Button
          key={o.value}
          size="compact-sm"
          variant={o.value === props.value ? 'filled' : 'default'}
          aria-pressed={o.value === props.value}
          onClick={() => props.onChange(o.value)}
        >
          {o.label}
        </Button>
      ))}
    </Group>
  );
}
