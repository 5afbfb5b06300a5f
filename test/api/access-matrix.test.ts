/**
 * One access matrix from the route manifest (architecture §5, §10): every route of shared/routes.ts is called as a
 * visitor, as vendor A's user on A's objects and on B's, as vendor B's user on A's, as an employee of A without the
 * route's permission, as an admin, and as market staff; each answer is checked against what the route's declared
 * access and its object's owner allow. A new route is covered by this test as soon as it is in the manifest (and, when its path
 * takes an id, in access/route-subjects.ts).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { hasPermission } from '../../shared/permissions.js';
import { routeKey, routes, type RouteDef } from '../../shared/routes.js';
import type { ApiClient } from './client.js';
import { makeAccessWorld, type AccessWorld, type Actor, type Owner } from './access/access-world.js';
import { ROUTE_SUBJECTS, type RouteSubject, type SubjectOwner } from './access/route-subjects.js';

/**
 * 'allowed': any answer but a refusal (401, 403, or the 404 that hides someone else's object), never a 5xx.
 * 'public': a route open to all may still answer 401 of its own (a wrong password), but never 403 or a 5xx.
 */
type Expected = number | 'allowed' | 'public';

interface Column {
  label: string;
  /** Whose objects the call names. */
  of: Owner;
  actor: (world: AccessWorld, route: RouteDef) => Actor | 'anonymous';
}

const COLUMNS: Column[] = [
  { label: 'visitor', of: 'A', actor: () => 'anonymous' },
  { label: 'A on A', of: 'A', actor: (w) => w.actors.primaryA },
  { label: 'A on B', of: 'B', actor: (w) => w.actors.primaryA },
  { label: 'B on A', of: 'A', actor: (w) => w.actors.primaryB },
  {
    label: 'employee of A',
    of: 'A',
    actor: (w, r) => w.actors.employeeOfA(r.access.kind === 'permission' ? r.access.code : undefined),
  },
  { label: 'admin on A', of: 'A', actor: (w) => w.actors.admin },
  { label: 'staff on A', of: 'A', actor: (w) => w.actors.staff },
];

const pathParams = (path: string) => [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);

/** Path parameters the route's vendor scope does not fill: someone must say where their ids come from. */
const unfilledParams = (route: RouteDef) =>
  pathParams(route.path).filter((p) => !(route.vendorScope?.in === 'path' && route.vendorScope.name === p));

const subjectOf = (route: RouteDef): RouteSubject =>
  ROUTE_SUBJECTS[routeKey(route)] ?? { owner: route.vendorScope ? 'vendor' : 'market' };

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function requestFor(route: RouteDef, world: AccessWorld, of: Owner): { path: string; body: unknown } {
  const made = subjectOf(route).request?.(world, of) ?? {};
  const params = { ...made.params };
  const query = { ...made.query };
  const scope = route.vendorScope;
  if (scope) (scope.in === 'path' ? params : query)[scope.name] = world.vendorId[of];
  const path = route.path.replace(/\{(\w+)\}/g, (_m, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${routeKey(route)}: no value for {${name}}`);
    return encodeURIComponent(value);
  });
  const search = new URLSearchParams(query).toString();
  return { path: search ? `${path}?${search}` : path, body: made.body ?? (WRITES.has(route.method) ? [] : undefined) };
}

/** What the route's declared access and its object's owner allow this caller. */
function expected(route: RouteDef, owner: SubjectOwner, actor: Actor | 'anonymous', world: AccessWorld, of: Owner) {
  const { access } = route;
  if (access.kind === 'public') return 'public';
  if (actor === 'anonymous') return 401;
  if (access.kind === 'admin' && actor.role !== 'admin') return 403;
  if (access.kind === 'market-day' && actor.role === 'vendor_user') return 403;
  // Market staff reach market day and, of the signed-in routes, only those opened to them.
  if (actor.role === 'staff' && !(access.kind === 'market-day' || (access.kind === 'signed-in' && access.staff))) {
    return 403;
  }
  if (access.kind === 'permission' && !hasPermission(actor.role, actor.permissions, access.code)) return 403;
  const isAdmin = actor.role === 'admin';
  const ownsUser = actor.userId === world.primaryUser[of].userId;
  switch (owner) {
    case 'vendor':
      return isAdmin || actor.vendor === of ? 'allowed' : 404;
    case 'user':
      return isAdmin || ownsUser ? 'allowed' : 404;
    case 'self':
      return ownsUser ? 'allowed' : 404;
    case 'market':
      return 'allowed';
  }
}

function meets(status: number, want: Expected): boolean {
  if (want === 'public') return status < 500 && status !== 403;
  if (want === 'allowed') return status < 500 && ![401, 403, 404].includes(status);
  return status === want;
}

interface Cell {
  route: string;
  column: string;
  want: Expected;
  got: number;
}

function table(cells: Cell[]): string {
  const byRoute = new Map<string, Map<string, Cell>>();
  for (const c of cells) byRoute.set(c.route, (byRoute.get(c.route) ?? new Map()).set(c.column, c));
  const width = Math.max(...[...byRoute.keys()].map((k) => k.length));
  const head = `${'route'.padEnd(width)} | ${COLUMNS.map((c) => c.label.padEnd(13)).join(' | ')}`;
  const lines = [...byRoute].map(([route, row]) => {
    const text = COLUMNS.map((col) => {
      const c = row.get(col.label);
      if (!c) return ''.padEnd(13);
      const want = typeof c.want === 'number' ? String(c.want) : c.want;
      return (meets(c.got, c.want) ? `${c.got}` : `${c.got}≠${want} ✗`).padEnd(13);
    }).join(' | ');
    return `${route.padEnd(width)} | ${text}`;
  });
  return [head, ...lines].join('\n');
}

/** Runs the calls a few at a time: the order within a route is kept, routes run side by side. */
async function inPool<T>(items: T[], size: number, run: (item: T) => Promise<void>) {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: size }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await run(item);
    }),
  );
}

let world: AccessWorld;

beforeAll(async () => {
  world = await makeAccessWorld();
}, 120_000);

describe('the access matrix of the route manifest', () => {
  it('knows where every route with a path parameter finds its ids, and names no route that does not exist', () => {
    const undeclared = routes.filter((r) => unfilledParams(r).length && !ROUTE_SUBJECTS[routeKey(r)]).map(routeKey);
    expect(undeclared, 'declare these routes in test/api/access/route-subjects.ts').toEqual([]);
    const keys = new Set(routes.map(routeKey));
    expect(Object.keys(ROUTE_SUBJECTS).filter((k) => !keys.has(k))).toEqual([]);
    const scopedElsewhere = routes.filter((r) => r.vendorScope && subjectOf(r).owner !== 'vendor').map(routeKey);
    expect(scopedElsewhere, 'a vendor-scoped route names a vendor’s object').toEqual([]);
  });

  it(
    'answers every route × caller as its declared access and its object’s owner allow',
    { timeout: 120_000 },
    async () => {
      const cells: Cell[] = [];
      const callRoute = async (route: RouteDef) => {
        const subject = subjectOf(route);
        for (const column of COLUMNS) {
          const actor = column.actor(world, route);
          const api: ApiClient = actor === 'anonymous' ? world.actors.anonymous : actor.api;
          const { path, body } = requestFor(route, world, column.of);
          const res = await api.request(route.method, path, body === undefined ? {} : { body });
          cells.push({
            route: routeKey(route),
            column: column.label,
            want: expected(route, subject.owner, actor, world, column.of),
            got: res.status,
          });
        }
      };
      const [last, first] = [
        routes.filter((r) => subjectOf(r).endsSession),
        routes.filter((r) => !subjectOf(r).endsSession),
      ];
      await inPool(first, 4, callRoute);
      for (const route of last) await callRoute(route);

      expect(cells).toHaveLength(routes.length * COLUMNS.length);
      const wrong = cells.filter((c) => !meets(c.got, c.want));
      expect(wrong.length, `\n${table(cells)}\n`).toBe(0);
    },
  );
});
