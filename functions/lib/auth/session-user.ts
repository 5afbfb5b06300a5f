/** The signed-in user as the API sees it and returns it: one schema in shared/, the type inferred from it. */
export type { SessionUserDto as SessionUser } from '../../../shared/schemas/auth.js';
