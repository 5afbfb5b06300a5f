import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { NumberInput, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { parseSize } from '@shared/map-geometry';
import type { Layout } from '@shared/schemas/layout-editor';
import type { EditorAction, EditorLandmark, EditorSpace } from '../lib/editor-state';

interface InspectorProps {
  item: EditorSpace | EditorLandmark | undefined;
  count: number;
  catalog: Pick<Layout, 'areas' | 'spaceTypes' | 'landmarkTypes'>;
  dispatch: (action: EditorAction) => void;
}

/** The selected space's or landmark's fields, for exact values and for keyboard users. */
export function Inspector({ item, count, catalog, dispatch }: InspectorProps) {
  const { t } = useLingui();
  const [label, setLabel] = useState(item?.label ?? '');
  useEffect(() => setLabel(item?.label ?? ''), [item?.id, item?.label]);

  if (!item)
    return (
      <Paper withBorder radius="md" p="sm">
        <Text size="sm" c="dimmed">
          {count > 1
            ? t`${count} items selected. Drag them, or move them with the arrow keys (Shift for 5 feet).`
            : t`Click a space or landmark to select it; Shift-click or drag a box to select several.`}
        </Text>
      </Paper>
    );

  const update = (changes: Record<string, unknown>) => dispatch({ type: 'update', id: item.id, changes });
  const isSpace = 'width' in item;
  const itemLabel = item.label || '';
  const areaData = [{ value: '', label: t`No area` }, ...catalog.areas.map((a) => ({ value: a.id, label: a.name }))];
  const { x, y } = item.position;
  const vendorLine = (name: string | undefined) => (name ? t`Vendor: ${name}` : t`Vendor: Available`);
  const sizedName = (name: string, size: string) => t`${name} (${size} ft)`;
  const num = (v: string | number) => (typeof v === 'number' ? v : Number(v));

  return (
    <Paper withBorder radius="md" p="sm">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {isSpace ? t`Space ${itemLabel}` : t`Landmark ${itemLabel}`}
        </Title>
        <TextInput
          label={t`Label`}
          value={label}
          maxLength={isSpace ? 20 : 100}
          onChange={(e) => setLabel(e.currentTarget.value)}
          onBlur={() => label.trim() && label.trim() !== item.label && update({ label: label.trim() })}
          onKeyDown={(e) => {
            if (e.key === 'Enter') e.currentTarget.blur();
          }}
        />
        <Select
          label={t`Area`}
          data={areaData}
          value={item.areaId ?? ''}
          onChange={(v) => update({ areaId: v || null })}
          allowDeselect={false}
        />
        {isSpace ? (
          <>
            <Select
              label={t`Space type`}
              data={[
                { value: '', label: t`No space type` },
                ...catalog.spaceTypes.map((type) => ({ value: type.id, label: sizedName(type.name, type.size) })),
              ]}
              value={item.spaceTypeId ?? ''}
              onChange={(v) => {
                const type = catalog.spaceTypes.find((t) => t.id === v);
                update(type ? { spaceTypeId: type.id, ...parseSize(type.size) } : { spaceTypeId: null });
              }}
              allowDeselect={false}
            />
            <NumberInput
              label={t`Width (ft)`}
              min={1}
              max={500}
              allowDecimal={false}
              value={item.width}
              onChange={(v) => num(v) >= 1 && update({ width: Math.round(num(v)) })}
            />
            <NumberInput
              label={t`Depth (ft)`}
              min={1}
              max={500}
              allowDecimal={false}
              value={item.height}
              onChange={(v) => num(v) >= 1 && update({ height: Math.round(num(v)) })}
            />
            <Text size="sm">{vendorLine(item.vendor?.name)}</Text>
          </>
        ) : (
          <>
            <Select
              label={t`Landmark type`}
              data={catalog.landmarkTypes.map((type) => ({ value: type.id, label: type.name }))}
              value={item.landmarkTypeId}
              onChange={(v) => v && update({ landmarkTypeId: v })}
              allowDeselect={false}
            />
            <NumberInput
              label={t`Rotation (degrees)`}
              min={0}
              max={359}
              step={15}
              value={item.rotation}
              onChange={(v) => Number.isFinite(num(v)) && dispatch({ type: 'rotate', id: item.id, rotation: num(v) })}
            />
          </>
        )}
        <Text size="xs" c="dimmed">
          <Trans>
            At {x}, {y} ft
          </Trans>
        </Text>
      </Stack>
    </Paper>
  );
}
