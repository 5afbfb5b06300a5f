import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useReducer, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { ActionIcon, Alert, Box, Button, Group, Stack, Switch, Text, Tooltip } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  DEFAULT_LANDMARK_PX,
  DEFAULT_SPACE_FEET,
  PX_PER_FOOT,
  ZOOM,
  zoomIn,
  zoomLabel,
  zoomOut,
} from '@shared/map-geometry';
import type { Layout } from '@shared/schemas/layout-editor';
import { LAYOUT_MSG } from '@/i18n/shared/layout-messages';
import { SPACES_MSG } from '@/i18n/shared/spaces-messages';
import { translateShared } from '@/i18n/shared-messages';
import { errorMessage, isApiStatus } from '@/lib/errors';
import { notify } from '@/lib/notify';
import { layoutKeys, useAssignmentData, useAssignVendor, useSaveLayout, type LayoutTarget } from '../api/layout';
import {
  editorReducer,
  initialEditorState,
  isDirty,
  nextLabel,
  type EditorAction,
  type EditorLandmark,
  type EditorSpace,
  type LayoutDoc,
  type Rect,
} from '../lib/editor-state';
import { CopyDialog } from './copy-dialog';
import { ImportSpacesDialog } from './import-spaces-dialog';
import { Inspector } from './inspector';
import { drawingExtent, LayoutCanvas, type CanvasHandlers } from './layout-canvas';
import { useFittedZoom } from '@/hooks/use-fitted-zoom';
import { VendorPanel } from './vendor-panel';
import { AutoAssignButton } from '@/components/market-date/auto-assign-button';
import { VENDOR_SEARCH_PAUSE_MS } from '@/components/vendor-search/admin-vendor-search';

const NUDGE_FEET = 1;
const NUDGE_SHIFT_FEET = 5;
const DUPLICATE_OFFSET_FEET = 2;

const newId = () => crypto.randomUUID();
const docOf = (layout: Layout): LayoutDoc => ({ spaces: layout.spaces, landmarks: layout.landmarks });

function isTyping(target: EventTarget | null) {
  const el = target as HTMLElement | null;
  return !!el && (el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName));
}

interface LayoutEditorProps {
  target: LayoutTarget;
  layout: Layout;
  /** The area shown (the route's {zone}), or null for every area. */
  zone: string | null;
  zoneHref: (areaId: string | null) => string;
  printHref?: string;
  /** Reads the layout again; the editor then drops its unsaved changes. */
  onReload: () => Promise<Layout | undefined>;
}

/**
 * The editor: toolbar, drawing, and the side column (the selection's fields and, for a date, the unassigned
 * vendors). Keyboard: arrows nudge (Shift: 5 ft), Delete removes, Ctrl+Z / Ctrl+Shift+Z (or Ctrl+Y) undo and redo,
 * Ctrl+D duplicates, Escape clears the selection.
 */
export function LayoutEditor({ target, layout, zone, zoneHref, printHref, onReload }: LayoutEditorProps) {
  const { t } = useLingui();
  const [state, dispatch] = useReducer(editorReducer, layout, (l) => initialEditorState(docOf(l)));
  const [version, setVersion] = useState(layout.version);
  // When each space was last read or written: kept beside the drawing (not in its undo history), so a save after an
  // undo still names the space's current stamp.
  const [stamps, setStamps] = useState(() => stampsOf(layout));
  const [showGrid, setShowGrid] = useState(true);
  const [conflict, setConflict] = useState<string | null>(null);
  const [copying, setCopying] = useState(false);
  const [importing, setImporting] = useState(false);
  const save = useSaveLayout(target);
  const marketDateId = target.kind === 'date' ? target.marketDateId : null;
  // The vendor panel's search, sent after a pause; its vendors come a page at a time.
  const [vendorSearch, setVendorSearch] = useState('');
  const [vendorQuery] = useDebouncedValue(vendorSearch.trim(), VENDOR_SEARCH_PAUSE_MS);
  const assignment = useAssignmentData(marketDateId, vendorQuery);
  const assign = useAssignVendor(marketDateId ?? '');
  const queryClient = useQueryClient();
  const dirty = isDirty(state);

  // A fresh answer from the server (after assigning, or a reload) replaces the drawing only when nothing is unsaved.
  useEffect(() => {
    if (dirty) return;
    dispatch({ type: 'load', doc: docOf(layout) });
    setVersion(layout.version);
    setStamps(stampsOf(layout));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new answer reloads
  }, [layout]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const inZone = useCallback((i: { areaId: string | null }) => !zone || i.areaId === zone, [zone]);
  const spaces = useMemo(() => state.doc.spaces.filter(inZone), [state.doc.spaces, inZone]);
  const landmarks = useMemo(() => state.doc.landmarks.filter(inZone), [state.doc.landmarks, inZone]);
  // The editor opens with the whole layout (or area) on screen; the room to drag into is left out of the fit.
  const content = useMemo(() => drawingExtent(spaces, landmarks, true), [spaces, landmarks]);
  const { frameRef, zoom, setZoom, fit, floor } = useFittedZoom(
    { width: content.width * PX_PER_FOOT, height: content.height * PX_PER_FOOT },
    `${target.kind === 'date' ? target.marketDateId : 'default'}|${zone ?? ''}`,
  );
  const selection = useMemo(() => new Set(state.selection), [state.selection]);
  const selected = state.selection.length === 1 ? findItem(state.doc, state.selection[0]!) : undefined;

  const deleteSelection = useCallback(() => {
    const assigned = state.doc.spaces.find((s) => selection.has(s.id) && s.vendor);
    if (assigned) {
      notify.error(SPACES_MSG.spaceDeleteFailed, LAYOUT_MSG.assignedSpaceDeleted(assigned.label));
      return;
    }
    dispatch({ type: 'deleteSelection' });
  }, [state.doc.spaces, selection]);

  const handlers: CanvasHandlers = {
    onSelect: (id, additive) => dispatch({ type: 'select', id, additive }),
    onSelectMany: (ids, additive) => dispatch({ type: 'selectMany', ids, additive }),
    onClearSelection: () => dispatch({ type: 'clearSelection' }),
    onMove: (dx, dy) => dispatch({ type: 'moveSelection', dx, dy }),
    onResize: (id: string, rect: Rect) => dispatch({ type: 'resize', id, rect }),
    onRotate: (id, rotation) => dispatch({ type: 'rotate', id, rotation }),
    onDropVendor: marketDateId ? (spaceId, vendorId) => assignVendor(spaceId, vendorId) : undefined,
  };

  function addSpace() {
    const taken = new Set(state.doc.spaces.map((s) => s.label.toLowerCase()));
    const last = selected && 'width' in selected ? selected : state.doc.spaces[state.doc.spaces.length - 1];
    const label = last ? nextLabel(last.label, taken) : nextLabel('A0', taken);
    const space: EditorSpace = {
      id: newId(),
      label,
      areaId: zone ?? last?.areaId ?? null,
      spaceTypeId: null,
      position: last ? { x: last.position.x + last.width, y: last.position.y } : { x: 2, y: 2 },
      width: DEFAULT_SPACE_FEET.width,
      height: DEFAULT_SPACE_FEET.height,
      vendor: null,
      isDefault: false,
      updatedAt: null,
    };
    dispatch({ type: 'addSpace', space });
  }

  function addLandmark() {
    const type = layout.landmarkTypes[0];
    if (!type) {
      notify.error(t`No landmark types`, t`Add a landmark type under Landmark Types first.`);
      return;
    }
    const side = Math.round((DEFAULT_LANDMARK_PX / PX_PER_FOOT) * 10) / 10;
    const landmark: EditorLandmark = {
      id: newId(),
      label: type.name,
      landmarkTypeId: type.id,
      areaId: zone,
      position: { x: 2, y: 2 },
      dimensions: { width: side, height: side },
      rotation: 0,
    };
    dispatch({ type: 'addLandmark', landmark });
  }

  function saveLayout() {
    const doc = state.doc;
    save.mutate(
      {
        version,
        spaces: doc.spaces.map(({ id, label, areaId, spaceTypeId, position, width, height }) => ({
          id,
          label,
          areaId,
          spaceTypeId,
          position,
          width,
          height,
          updatedAt: stamps.get(id) ?? null,
        })),
        landmarks: doc.landmarks.map((l) => ({ ...l })),
      },
      {
        onSuccess: (r) => {
          setVersion(r.version);
          setStamps((before) => new Map([...before, ...r.written.map((w) => [w.id, w.updatedAt] as const)]));
          dispatch({ type: 'saved', doc });
          setConflict(null);
          const { spaceCount, landmarkCount } = r;
          notify.success(LAYOUT_MSG.saved, t`${spaceCount} spaces, ${landmarkCount} landmarks`);
        },
        onError: (e) => {
          // The API answers in English; the reader's language is compared and shown.
          const message = translateShared(errorMessage(e));
          if (isApiStatus(e, 409) && message === LAYOUT_MSG.conflict) setConflict(message);
          else notify.error(LAYOUT_MSG.saveFailed, errorMessage(e));
        },
      },
    );
  }

  async function reload() {
    const fresh = await onReload();
    if (fresh) {
      dispatch({ type: 'load', doc: docOf(fresh) });
      setVersion(fresh.version);
      setStamps(stampsOf(fresh));
    }
    setConflict(null);
  }

  function assignVendor(spaceId: string, vendorId: string) {
    if (!marketDateId) return;
    if (dirty) {
      notify.error(SPACES_MSG.assignFailed, t`Save the layout before assigning vendors.`);
      return;
    }
    const entry = assignment.data?.unassignedVendors.find((v) => v.vendor.id === vendorId);
    assign.mutate(
      {
        spaceId,
        body: { vendorId, marketDateId, isDefault: false, createRequest: !entry?.spaceRequestId },
      },
      {
        onSuccess: () => notify.success(SPACES_MSG.vendorAssigned, SPACES_MSG.vendorAssignedText),
        onError: (e) => notify.error(SPACES_MSG.assignFailed, errorMessage(e)),
      },
    );
  }

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    if (isTyping(e.target)) return;
    const mod = e.ctrlKey || e.metaKey;
    const step = e.shiftKey ? NUDGE_SHIFT_FEET : NUDGE_FEET;
    const arrows: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    let action: EditorAction | null = null;
    if (arrows[e.key] && state.selection.length) {
      const [dx, dy] = arrows[e.key]!;
      action = { type: 'moveSelection', dx, dy };
    } else if (mod && e.key.toLowerCase() === 'z') action = { type: e.shiftKey ? 'redo' : 'undo' };
    else if (mod && e.key.toLowerCase() === 'y') action = { type: 'redo' };
    else if (mod && e.key.toLowerCase() === 'd')
      action = { type: 'duplicateSelection', newId, offset: DUPLICATE_OFFSET_FEET };
    else if (mod && e.key.toLowerCase() === 'a')
      action = { type: 'selectMany', ids: [...spaces, ...landmarks].map((i) => i.id), additive: false };
    else if (e.key === 'Escape') action = { type: 'clearSelection' };
    else if (e.key === 'Delete' || e.key === 'Backspace') {
      e.preventDefault();
      deleteSelection();
      return;
    }
    if (!action) return;
    e.preventDefault();
    dispatch(action);
  }

  const blockedReason = dirty ? t`Save the layout before assigning vendors.` : null;
  const selectedSpace = selected && 'width' in selected ? selected : undefined;
  const empty = state.doc.spaces.length === 0 && state.doc.landmarks.length === 0;

  return (
    <Stack gap="sm" onKeyDown={onKeyDown}>
      {conflict && (
        <Alert
          color="red"
          variant="light"
          title={t`This layout was changed by someone else`}
          data-testid="layout-conflict"
        >
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{conflict}</Text>
            <Button size="xs" onClick={() => void reload()}>
              <Trans>Reload</Trans>
            </Button>
          </Stack>
        </Alert>
      )}
      {layout.areas.length > 0 && (
        <Group gap={6} role="navigation" aria-label={t`Areas`}>
          <Button
            size="compact-sm"
            variant={zone ? 'default' : 'filled'}
            component={Link}
            to={zoneHref(null)}
            aria-current={zone ? undefined : 'page'}
          >
            <Trans>All areas</Trans>
          </Button>
          {layout.areas.map((a) => (
            <Button
              key={a.id}
              size="compact-sm"
              variant={zone === a.id ? 'filled' : 'default'}
              component={Link}
              to={zoneHref(a.id)}
              aria-current={zone === a.id ? 'page' : undefined}
            >
              {a.name}
            </Button>
          ))}
        </Group>
      )}
      <Group gap="xs" wrap="wrap" role="toolbar" aria-label={t`Layout tools`}>
        <Button size="xs" variant="default" onClick={addSpace}>
          <Trans>Add space</Trans>
        </Button>
        <Button size="xs" variant="default" onClick={addLandmark}>
          <Trans>Add landmark</Trans>
        </Button>
        <Button size="xs" variant="default" onClick={() => setImporting(true)}>
          <Trans>Import spaces</Trans>
        </Button>
        <Button
          size="xs"
          variant="default"
          disabled={!state.selection.length}
          onClick={() => dispatch({ type: 'duplicateSelection', newId, offset: DUPLICATE_OFFSET_FEET })}
        >
          <Trans>Duplicate</Trans>
        </Button>
        <Button size="xs" variant="default" color="red" disabled={!state.selection.length} onClick={deleteSelection}>
          <Trans>Delete</Trans>
        </Button>
        <Button size="xs" variant="default" disabled={!state.past.length} onClick={() => dispatch({ type: 'undo' })}>
          <Trans>Undo</Trans>
        </Button>
        <Button size="xs" variant="default" disabled={!state.future.length} onClick={() => dispatch({ type: 'redo' })}>
          <Trans>Redo</Trans>
        </Button>
        <Group gap={4}>
          <Tooltip label={t`Zoom out`}>
            <ActionIcon
              variant="default"
              aria-label={t`Zoom out`}
              onClick={() => setZoom((z) => zoomOut(z, floor))}
              disabled={zoom <= floor}
            >
              −
            </ActionIcon>
          </Tooltip>
          <Text size="sm" w={44} ta="center" data-testid="zoom-level">
            {zoomLabel(zoom)}
          </Text>
          <Tooltip label={t`Zoom in`}>
            <ActionIcon
              variant="default"
              aria-label={t`Zoom in`}
              onClick={() => setZoom(zoomIn)}
              disabled={zoom >= ZOOM.max}
            >
              +
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t`Show the whole layout`}>
            <Button size="xs" variant="default" onClick={fit}>
              <Trans>Fit</Trans>
            </Button>
          </Tooltip>
        </Group>
        <Switch size="sm" label={t`Grid`} checked={showGrid} onChange={(e) => setShowGrid(e.currentTarget.checked)} />
        <Box style={{ flex: 1 }} />
        {printHref && (
          <Button size="xs" variant="subtle" component={Link} to={printHref}>
            <Trans>Print view</Trans>
          </Button>
        )}
        {marketDateId && layout.marketDate && (
          <Button size="xs" variant="light" onClick={() => setCopying(true)} disabled={dirty}>
            {LAYOUT_MSG.copyTitle}
          </Button>
        )}
        <Button size="xs" onClick={saveLayout} loading={save.isPending} disabled={!dirty}>
          {dirty ? t`Save layout` : t`Saved`}
        </Button>
      </Group>
      {empty && (
        <Text c="dimmed" size="sm">
          {LAYOUT_MSG.empty}
        </Text>
      )}
      <Box style={{ display: 'flex', gap: 12, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <Box
          ref={frameRef}
          tabIndex={0}
          aria-label={t`Layout drawing: arrow keys move the selection`}
          role="region"
          style={{
            flex: '1 1 480px',
            minWidth: 0,
            height: '70vh',
            overflow: 'auto',
            border: '1px solid var(--mantine-color-gray-3)',
            borderRadius: 'var(--mantine-radius-md)',
            background: 'var(--mantine-color-gray-0)',
          }}
        >
          <LayoutCanvas
            spaces={spaces}
            landmarks={landmarks}
            landmarkTypes={layout.landmarkTypes}
            selection={selection}
            zoom={zoom}
            showGrid={showGrid}
            handlers={handlers}
            label={layout.marketDate ? t`Market layout` : t`Default layout`}
          />
        </Box>
        <Stack gap="sm" style={{ flex: '0 1 300px', minWidth: 260 }}>
          <Inspector item={selected} count={state.selection.length} catalog={layout} dispatch={dispatch} />
          {marketDateId && (
            <VendorPanel
              data={assignment.data}
              search={vendorSearch}
              onSearchChange={setVendorSearch}
              pages={assignment}
              loading={assignment.isPending}
              error={assignment.error}
              onRetry={() => void assignment.refetch()}
              space={selectedSpace}
              blockedReason={blockedReason}
              assigning={assign.isPending}
              onAssign={assignVendor}
              actions={
                <AutoAssignButton
                  marketDateId={marketDateId}
                  onApplied={() => void queryClient.invalidateQueries({ queryKey: [...layoutKeys.all, marketDateId] })}
                />
              }
            />
          )}
        </Stack>
      </Box>
      {copying && marketDateId && layout.marketDate && (
        <CopyDialog
          marketDateId={marketDateId}
          date={layout.marketDate.date}
          marketId={layout.marketId}
          onClose={() => setCopying(false)}
        />
      )}
      <ImportSpacesDialog
        opened={importing}
        onClose={() => setImporting(false)}
        layout={{ ...layout, spaces: state.doc.spaces, landmarks: state.doc.landmarks }}
        newId={newId}
        onImport={(spaces) => {
          dispatch({ type: 'addSpaces', spaces });
          const added = spaces.length;
          notify.success(
            t`Spaces added`,
            plural(added, {
              one: '# space added. Save the layout to keep them.',
              other: '# spaces added. Save the layout to keep them.',
            }),
          );
        }}
      />
    </Stack>
  );
}

function stampsOf(layout: Layout): Map<string, string> {
  return new Map(layout.spaces.flatMap((s) => (s.updatedAt ? [[s.id, s.updatedAt] as const] : [])));
}

function findItem(doc: LayoutDoc, id: string): EditorSpace | EditorLandmark | undefined {
  return doc.spaces.find((s) => s.id === id) ?? doc.landmarks.find((l) => l.id === id);
}
