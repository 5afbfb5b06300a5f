import { json, type RouteHandler } from '../lib/http/http.js';
import type { UsersService } from './users.service.js';

export function makeUsersHandlers(deps: { users: UsersService }): Record<string, RouteHandler> {
  return {
    'GET /api/users/{id}/permissions': async (req) =>
      json(await deps.users.permissionsOf(req.user!, req.params.id ?? '')),
  };
}
