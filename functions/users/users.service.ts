import { effectivePermissions } from '../../shared/permissions.js';
import { ForbiddenError, NotFoundError } from '../lib/http/errors.js';
import type { SessionUser } from '../lib/auth/session-user.js';
import type { UsersRepository } from '../lib/data/users/users.repository.js';

export function makeUsersService(deps: { users: Pick<UsersRepository, 'get'> }) {
  return {
    /** A user reads their own permissions; admins read anyone's. */
    async permissionsOf(caller: SessionUser, userId: string): Promise<{ code: string }[]> {
      if (caller.role !== 'admin' && caller.id !== userId) throw new ForbiddenError();
      const user = caller.id === userId ? caller : await deps.users.get(userId);
      if (!user) throw new NotFoundError('User not found');
      return effectivePermissions(user.role, user.permissions).map((code) => ({ code }));
    },
  };
}
export type UsersService = ReturnType<typeof makeUsersService>;
