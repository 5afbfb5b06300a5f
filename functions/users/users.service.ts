import { MSG } from '../../shared/messages.js';
import { effectivePermissions } from '../../shared/permissions.js';
import { NotFoundError } from '../lib/http/errors.js';
import type { SessionUser } from '../lib/auth/session-user.js';
import type { UsersRepository } from '../lib/data/users/users.repository.js';

export function makeUsersService(deps: { users: Pick<UsersRepository, 'get'> }) {
  return {
    /** A user reads their own permissions; admins read anyone's. Someone else's read as an unknown user. */
    async permissionsOf(caller: SessionUser, userId: string): Promise<{ code: string }[]> {
      if (caller.role !== 'admin' && caller.id !== userId) throw new NotFoundError(MSG.userNotFound);
      const user = caller.id === userId ? caller : await deps.users.get(userId);
      if (!user) throw new NotFoundError(MSG.userNotFound);
      return effectivePermissions(user.role, user.permissions).map((code) => ({ code }));
    },
  };
}
export type UsersService = ReturnType<typeof makeUsersService>;
