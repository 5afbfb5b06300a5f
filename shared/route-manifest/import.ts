/** The `import` route group's routes: its Lambda imports only these. */
import { groupRoutes } from './route-def.js';

export const importRoutes = groupRoutes('import', [
  // Import Vendors: a vendor list saved from a spreadsheet as CSV, checked row by row, then written
  { method: 'POST', path: '/api/import/vendors', access: { kind: 'admin' } },
]);
