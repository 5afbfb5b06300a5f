/** The `settings` route group's routes: its Lambda imports only these. */
import { signedIn, groupRoutes } from './route-def.js';

export const settingsRoutes = groupRoutes('settings', [
  // System settings
  { method: 'GET', path: '/api/system-settings', access: { kind: 'admin' } },
  { method: 'GET', path: '/api/system-settings/round_cents', access: signedIn },
  { method: 'GET', path: '/api/system-settings/vendor-type-icons', access: signedIn },
  { method: 'PATCH', path: '/api/system-settings/{key}', access: { kind: 'admin' } },
]);
