/** The `settings` route group's routes: its Lambda imports only these. */
import { signedIn, type RouteDef } from './route-def.js';

export const settingsRoutes: readonly RouteDef[] = [
  // System settings
  { method: 'GET', path: '/api/system-settings', group: 'settings', access: { kind: 'admin' } },
  { method: 'GET', path: '/api/system-settings/round_cents', group: 'settings', access: signedIn },
  { method: 'GET', path: '/api/system-settings/vendor-type-icons', group: 'settings', access: signedIn },
  { method: 'PATCH', path: '/api/system-settings/{key}', group: 'settings', access: { kind: 'admin' } },
];
