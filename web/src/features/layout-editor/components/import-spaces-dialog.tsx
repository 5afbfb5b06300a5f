import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, FileInput, Group, List, Modal, Stack, Table, Text } from '@mantine/core';
import Papa from 'papaparse';
import { useState } from 'react';
import type { EditorSpace } from '../lib/editor-state';
import { spacesFromSheet, type SheetTarget, type SpaceImport } from '../lib/space-import';

/** The largest stall list read at once: a layout holds at most 2,000 spaces. */
const MAX_FILE_BYTES = 1024 * 1024;

/**
 * "Import spaces": a stall list saved as CSV (label, area, space type, size, and x/y when known) joins the layout
 * being edited; each row's problem is listed and the row left out. The layout's Save writes them.
 */
export function ImportSpacesDialog(props: {
  opened: boolean;
  onClose: () => void;
  layout: SheetTarget;
  newId: () => string;
  onImport: (spaces: readonly EditorSpace[]) => void;
}) {
  const { t } = useLingui();
  const [result, setResult] = useState<SpaceImport | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const reset = () => {
    setResult(null);
    setProblem(null);
  };
  const close = () => {
    reset();
    props.onClose();
  };

  const read = (file: File | null) => {
    reset();
    if (!file) return;
    if (file.size > MAX_FILE_BYTES)
      return setProblem(t`The file is larger than 1 MB; a layout holds at most 2,000 spaces.`);
    Papa.parse<Record<string, string>>(file, {
      header: true,
      skipEmptyLines: 'greedy',
      complete: (parsed) => {
        if (!parsed.meta.fields?.length || !parsed.data.length) return setProblem(t`The file has no rows`);
        setResult(spacesFromSheet(parsed.data, props.layout, props.newId));
      },
      error: (err) => setProblem(err.message),
    });
  };

  const ready = result?.spaces ?? [];
  return (
    <Modal opened={props.opened} onClose={close} title={t`Import spaces`} centered size="lg">
      <Stack gap="sm">
        <Text size="sm">
          <Trans>
            A CSV file with a row per space. Columns: label (required), area, space type (names as on this layout), size
            (e.g. 10x20) or width and height in feet, and x and y in feet from the top left if known; spaces without a
            position are placed in rows below the layout. Save the layout to keep them.
          </Trans>
        </Text>
        <FileInput label={t`CSV file`} accept=".csv,text/csv" clearable onChange={read} />
        {problem && (
          <Alert color="red" variant="light" title={t`The file cannot be read`}>
            {problem}
          </Alert>
        )}
        {result && result.problems.length > 0 && (
          <Alert
            color="orange"
            variant="light"
            title={plural(result.problems.length, { one: '# row left out', other: '# rows left out' })}
          >
            <List size="sm">
              {result.problems.slice(0, 20).map(({ line, message }) => (
                <List.Item key={line}>
                  <Trans>
                    Line {line}: {message}
                  </Trans>
                </List.Item>
              ))}
            </List>
          </Alert>
        )}
        {ready.length > 0 && (
          <Table.ScrollContainer minWidth={320}>
            <Table striped aria-label={t`Spaces to add`}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>
                    <Trans>Label</Trans>
                  </Table.Th>
                  <Table.Th>
                    <Trans>Size</Trans>
                  </Table.Th>
                  <Table.Th>
                    <Trans>Position</Trans>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {ready.slice(0, 8).map((s) => (
                  <Table.Tr key={s.id}>
                    <Table.Td>{s.label}</Table.Td>
                    <Table.Td>
                      {s.width}x{s.height}
                    </Table.Td>
                    <Table.Td>
                      {s.position.x}, {s.position.y}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            <Trans>Cancel</Trans>
          </Button>
          <Button
            disabled={!ready.length}
            onClick={() => {
              props.onImport(ready);
              close();
            }}
          >
            {ready.length ? plural(ready.length, { one: 'Add # space', other: 'Add # spaces' }) : t`Add spaces`}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
