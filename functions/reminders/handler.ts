import {
  dateNotesQuerySchema,
  remindersQuerySchema,
  vendorAlertInputSchema,
  vendorNotePatchSchema,
} from '../../shared/schemas/reminders.js';
import { json, parseWith, type RouteHandler } from '../lib/http/http.js';
import { idempotent } from '../lib/http/idempotency.js';
import type { RemindersService } from './reminders.service.js';

export function makeRemindersHandlers(deps: { reminders: RemindersService }): Record<string, RouteHandler> {
  const { reminders } = deps;
  return {
    'GET /api/reminders': async (req) =>
      json(await reminders.reminders(parseWith(remindersQuerySchema, req.query).view)),
    'PATCH /api/vendors/{id}/notes/{noteId}': async (req) => {
      const patch = parseWith(vendorNotePatchSchema, req.body);
      return json(await reminders.updateNote(req.params.id ?? '', req.params.noteId ?? '', patch));
    },
    'GET /api/dashboard/market-date/{id}/vendor-notes': async (req) =>
      json(await reminders.dateNotes(req.params.id ?? '', parseWith(dateNotesQuerySchema, req.query))),
    'GET /api/vendor-alerts': async () => json(await reminders.alerts()),
    'POST /api/vendor-alerts': idempotent(async (req) =>
      json(await reminders.createAlert(req.user!, parseWith(vendorAlertInputSchema, req.body)), 201),
    ),
    'PUT /api/vendor-alerts/{id}': async (req) =>
      json(await reminders.updateAlert(req.params.id ?? '', parseWith(vendorAlertInputSchema, req.body))),
  };
}
