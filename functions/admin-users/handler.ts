import { createAdminUserSchema, updateAdminUserSchema } from '../../shared/schemas/admin-users.js';
import { json, parseWith, type RouteHandler } from '../lib/http/http.js';
import { idempotent } from '../lib/http/idempotency.js';
import type { AdminUsersService } from './admin-users.service.js';

export function makeAdminUsersHandlers(deps: { admins: AdminUsersService }): Record<string, RouteHandler> {
  const { admins } = deps;
  return {
    'GET /api/admin/users': async () => json(await admins.list()),
    'POST /api/admin/users': idempotent(async (req) =>
      json(await admins.create(parseWith(createAdminUserSchema, req.body ?? {})), 201),
    ),
    'PATCH /api/admin/users/{id}': async (req) =>
      json(await admins.update(req.user!, req.params.id ?? '', parseWith(updateAdminUserSchema, req.body ?? {}))),
    'POST /api/admin/users/{id}/reset-password': async (req) =>
      json(await admins.resetPassword(req.user!, req.params.id ?? '')),
  };
}
