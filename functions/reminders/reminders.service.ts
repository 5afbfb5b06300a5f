/**
 * Reminders (admins' vendor notes with a reminder date), the date's vendor notes (spec 2 §2.6) and vendor alerts
 * (spec 1 §2.8, spec 2 §3 vendor_alerts). "Today" is always the market's time zone.
 */
import { ulid } from 'ulid';
import type * as z from 'zod/mini';
import { compareCodes, compareNames } from '../../shared/collation.js';
import { addDays, isoDateInZone, zoneOf } from '../../shared/market-time.js';
import { REMINDERS_MSG } from '../../shared/reminders-messages.js';
import type {
  AdminVendorAlert,
  DateNote,
  DateNotesResponse,
  dateNotesQuerySchema,
  Reminder,
  ReminderView,
  RemindersResponse,
  vendorAlertInputSchema,
  vendorNotePatchSchema,
} from '../../shared/schemas/reminders.js';
import type { VendorNote } from '../../shared/schemas/vendor-notes.js';
import type { SessionUser } from '../lib/auth/session-user.js';
import type { RemindersRepository } from '../lib/data/vendors/reminders.repository.js';
import type { VendorDirectory } from '../lib/data/vendors/vendor-directory.js';
import type { VendorAlertItem, VendorNoteItem } from '../lib/data/vendors/vendor.items.js';
import { ConflictError, NotFoundError } from '../lib/http/errors.js';
import { clockNow } from '../lib/time/clock.js';

export interface RemindersDeps {
  store: RemindersRepository;
  settings: { getSettings(): Promise<{ marketTimeZone: string }> };
  directory: Pick<VendorDirectory, 'entriesOf'>;
  now: () => Date;
}

/** A date's plain notes reach back this far when no earlier market date exists. */
const FIRST_DATE_NOTES_DAYS = 7;

/** Whole calendar days from one ISO date to another. */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

function toNote(n: VendorNoteItem): VendorNote {
  return {
    id: n.id,
    vendorId: n.vendorId,
    note: n.note,
    reminderDate: n.reminderDate,
    isReminder: n.reminderDate !== null,
    createdBy: n.createdBy,
    createdByName: n.createdByName,
    createdAt: n.createdAt,
    isArchived: n.isArchived,
  };
}

function toAdminAlert(
  a: VendorAlertItem,
  today: string,
  names: ReadonlyMap<string, string> = new Map(),
): AdminVendorAlert {
  return {
    id: a.id,
    subject: a.subject,
    body: a.body,
    startDate: a.startDate,
    endDate: a.endDate,
    vendorTypeIds: a.vendorTypeIds,
    vendorIds: a.vendorIds,
    vendors: a.vendorIds.map((id) => ({ id, name: names.get(id) ?? id })),
    priority: a.priority,
    isActive: a.isActive,
    isCurrent: a.isActive && (a.endDate === null || a.endDate >= today),
    createdBy: a.createdBy,
    createdAt: a.createdAt,
    updatedAt: a.updatedAt,
  };
}

/**
 * Which notes belong to a market date: every open (unarchived) reminder due on or before the date, overdue ones
 * included, and the plain notes written after the previous market date up to the date itself.
 */
export function selectDateNotes(input: {
  reminders: readonly VendorNoteItem[];
  plainNotes: readonly VendorNoteItem[];
  vendors: ReadonlyMap<string, string>;
  today: string;
}): DateNote[] {
  const known = (n: VendorNoteItem) => input.vendors.has(n.vendorId);
  const reminders = input.reminders
    .filter(known)
    .sort((a, b) => compareCodes(a.reminderDate ?? '', b.reminderDate ?? '') || compareCodes(a.id, b.id));
  const plain = input.plainNotes.filter(known).sort((a, b) => compareCodes(b.id, a.id));
  return [...reminders, ...plain].map((n) => ({
    id: n.id,
    vendorId: n.vendorId,
    vendorName: input.vendors.get(n.vendorId) ?? '',
    note: n.note,
    isReminder: n.reminderDate !== null,
    reminderDate: n.reminderDate,
    daysUntilReminder: n.reminderDate === null ? null : daysBetween(input.today, n.reminderDate),
  }));
}

export function makeRemindersService(deps: RemindersDeps) {
  const now = deps.now ?? clockNow;

  async function zoneAndToday(): Promise<{ zone: string; today: string }> {
    const zone = zoneOf(await deps.settings.getSettings());
    return { zone, today: isoDateInZone(now(), zone) };
  }

  /** Names of the named vendors (of one vendor type, when given): a BatchGet, not the whole directory. */
  async function vendorNames(vendorIds: readonly string[], vendorTypeId?: string): Promise<Map<string, string>> {
    const entries = await deps.directory.entriesOf(vendorIds);
    return new Map(entries.filter((v) => !vendorTypeId || v.vendorTypeId === vendorTypeId).map((v) => [v.id, v.name]));
  }

  return {
    /** GET /api/reminders?view=today|upcoming|overdue */
    async reminders(view: ReminderView): Promise<RemindersResponse> {
      const { today } = await zoneAndToday();
      const notes = await (view === 'today'
        ? deps.store.remindersOn(today)
        : view === 'upcoming'
          ? deps.store.remindersAfter(today)
          : deps.store.remindersBefore(today));
      const names = await vendorNames(notes.map((n) => n.vendorId));
      const reminders: Reminder[] = notes.map((n) => ({
        id: n.id,
        vendorId: n.vendorId,
        vendorName: names.get(n.vendorId) ?? '',
        note: n.note,
        reminderDate: n.reminderDate ?? today,
        daysUntilReminder: daysBetween(today, n.reminderDate ?? today),
        createdByName: n.createdByName,
        createdAt: n.createdAt,
      }));
      // Soonest first; the oldest overdue first, as it has waited longest. Same day: by vendor.
      reminders.sort(
        (a, b) =>
          compareCodes(a.reminderDate, b.reminderDate) ||
          compareNames(a.vendorName, b.vendorName) ||
          compareCodes(a.id, b.id),
      );
      return { view, today, reminders };
    },

    /** PATCH /api/vendors/{id}/notes/{noteId} */
    async updateNote(
      vendorId: string,
      noteId: string,
      patch: z.output<typeof vendorNotePatchSchema>,
    ): Promise<{ note: VendorNote }> {
      const [{ zone }, current] = await Promise.all([zoneAndToday(), deps.store.note(vendorId, noteId)]);
      if (!current) throw new NotFoundError(REMINDERS_MSG.noteNotFound);
      const at = now().toISOString();
      const next: VendorNoteItem = {
        ...current,
        ...(patch.note !== undefined ? { note: patch.note } : {}),
        ...(patch.reminderDate !== undefined ? { reminderDate: patch.reminderDate } : {}),
        ...(patch.isArchived !== undefined ? { isArchived: patch.isArchived } : {}),
        // Strictly later than what was read, so the write's condition tells two quick edits apart.
        updatedAt: at > current.updatedAt ? at : new Date(Date.parse(current.updatedAt) + 1).toISOString(),
      };
      const writtenOn = isoDateInZone(new Date(current.createdAt), zone);
      if (!(await deps.store.replaceNote(next, writtenOn, current.updatedAt))) {
        throw new ConflictError('This note was changed meanwhile. Reload and try again.');
      }
      return { note: toNote(next) };
    },

    /** GET /api/dashboard/market-date/{id}/vendor-notes?limit=&vendorTypeId= */
    async dateNotes(marketDateId: string, query: z.output<typeof dateNotesQuerySchema>): Promise<DateNotesResponse> {
      const [{ today }, marketDate] = await Promise.all([zoneAndToday(), deps.store.marketDate(marketDateId)]);
      if (!marketDate) throw new NotFoundError(REMINDERS_MSG.marketDateNotFound);
      const previous = await deps.store.previousMarketDay(marketDate.date);
      const from = previous ? addDays(previous, 1) : addDays(marketDate.date, -FIRST_DATE_NOTES_DAYS);
      const [reminders, plainNotes] = await Promise.all([
        deps.store.remindersUntil(marketDate.date),
        deps.store.plainNotesBetween(from, marketDate.date),
      ]);
      const vendors = await vendorNames(
        [...reminders, ...plainNotes].map((n) => n.vendorId),
        query.vendorTypeId,
      );
      const notes = selectDateNotes({ reminders, plainNotes, vendors, today });
      return {
        marketDate: { id: marketDate.id, date: marketDate.date },
        totalCount: notes.length,
        notes: notes.slice(0, query.limit),
      };
    },

    /** GET /api/vendor-alerts: current alerts first (newest start first), then ended ones. */
    async alerts(): Promise<{ today: string; alerts: AdminVendorAlert[] }> {
      const [{ today }, items] = await Promise.all([zoneAndToday(), deps.store.alerts()]);
      const names = await vendorNames(items.flatMap((a) => a.vendorIds));
      const alerts = items
        .map((a) => toAdminAlert(a, today, names))
        .sort(
          (a, b) =>
            Number(b.isCurrent) - Number(a.isCurrent) ||
            compareCodes(b.startDate, a.startDate) ||
            compareCodes(b.id, a.id),
        );
      return { today, alerts };
    },

    /** POST /api/vendor-alerts */
    async createAlert(
      user: SessionUser,
      input: z.output<typeof vendorAlertInputSchema>,
    ): Promise<{ alert: AdminVendorAlert }> {
      const { today } = await zoneAndToday();
      const at = now();
      const stamp = at.toISOString();
      const alert: VendorAlertItem = {
        _type: 'vendor_alert',
        id: ulid(at.getTime()),
        ...input,
        createdBy: user.id,
        createdAt: stamp,
        updatedAt: stamp,
      };
      if (!(await deps.store.putAlert(alert, 'new'))) throw new ConflictError(REMINDERS_MSG.alertSaveFailed);
      return { alert: toAdminAlert(alert, today) };
    },

    /** PUT /api/vendor-alerts/{id}: the whole alert; ending one is isActive false. */
    async updateAlert(
      alertId: string,
      input: z.output<typeof vendorAlertInputSchema>,
    ): Promise<{ alert: AdminVendorAlert }> {
      const [{ today }, current] = await Promise.all([zoneAndToday(), deps.store.alert(alertId)]);
      if (!current) throw new NotFoundError(REMINDERS_MSG.alertNotFound);
      const next: VendorAlertItem = { ...current, ...input, updatedAt: now().toISOString() };
      if (!(await deps.store.putAlert(next, 'existing'))) throw new NotFoundError(REMINDERS_MSG.alertNotFound);
      return { alert: toAdminAlert(next, today) };
    },
  };
}
export type RemindersService = ReturnType<typeof makeRemindersService>;
