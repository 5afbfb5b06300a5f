import {
  createVendorUserSchema,
  updateProfileSchema,
  updateVendorUserSchema,
  userPermissionsQuerySchema,
} from '../../shared/schemas/vendor-users.js';
import { MSG } from '../../shared/messages.js';
import { NotFoundError } from '../lib/http/errors.js';
import { json, parseWith, type RouteHandler } from '../lib/http/http.js';
import { idempotent } from '../lib/http/idempotency.js';
import type { ProfileService } from './profile.service.js';
import type { UsersService } from './users.service.js';
import type { VendorUsersService } from './vendor-users.service.js';

export function makeUsersHandlers(deps: {
  users: UsersService;
  vendorUsers: VendorUsersService;
  profile: ProfileService;
}): Record<string, RouteHandler> {
  const { vendorUsers, profile } = deps;
  return {
    'GET /api/users/{id}/permissions': async (req) =>
      json(await deps.users.permissionsOf(req.user!, req.params.id ?? '')),
    'GET /api/users/vendors/{vendorId}/users': async (req) =>
      json(await vendorUsers.list(req.user!, req.params.vendorId ?? '')),
    'POST /api/users/vendor': idempotent(async (req) =>
      json(await vendorUsers.create(req.user!, parseWith(createVendorUserSchema, req.body ?? {})), 201),
    ),
    'PATCH /api/users/vendor/{vendorId}/users/{userId}': async (req) =>
      json(
        await vendorUsers.update(
          req.user!,
          req.params.vendorId ?? '',
          req.params.userId ?? '',
          parseWith(updateVendorUserSchema, req.body ?? {}),
        ),
      ),
    'POST /api/users/vendor/{vendorId}/users/{userId}/reset-password': async (req) =>
      json(await vendorUsers.sendReset(req.user!, req.params.vendorId ?? '', req.params.userId ?? '')),
    'GET /api/users/permissions': async (req) =>
      json(await vendorUsers.permissions(req.user!, parseWith(userPermissionsQuerySchema, req.query).userId)),
    'PATCH /api/users/{id}/profile': async (req) => {
      // Someone else's profile is refused before its body is read, as an unknown user.
      const id = req.params.id ?? '';
      if (req.user!.id !== id) throw new NotFoundError(MSG.userNotFound);
      return json(await profile.update(req.user!, id, parseWith(updateProfileSchema, req.body ?? {})));
    },
  };
}
