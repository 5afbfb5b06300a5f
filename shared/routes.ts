/**
 * The route manifest: every API route, its route group (one Lambda each) and who may call it.
 * The CDK stack builds API Gateway routes from it and the local runtime dispatches from it.
 */
import type { PermissionCode } from './permissions.js';

export type Access =
  | { kind: 'public' }
  | { kind: 'signed-in' }
  | { kind: 'admin' }
  | { kind: 'permission'; code: PermissionCode };

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteDef {
  method: HttpMethod;
  /** API Gateway path syntax: /api/users/{id}/permissions */
  path: string;
  group: RouteGroup;
  access: Access;
}

/** Route groups; each is one Lambda with its entry at functions/<group>/index.ts. */
export const ROUTE_GROUPS = ['auth', 'users', 'vendors'] as const;
export type RouteGroup = (typeof ROUTE_GROUPS)[number];

const publicAccess: Access = { kind: 'public' };
const signedIn: Access = { kind: 'signed-in' };

export const routes: readonly RouteDef[] = [
  { method: 'POST', path: '/api/auth/login', group: 'auth', access: publicAccess },
  { method: 'GET', path: '/api/auth/user', group: 'auth', access: signedIn },
  { method: 'POST', path: '/api/auth/logout', group: 'auth', access: publicAccess },
  { method: 'POST', path: '/api/auth/forgot-password', group: 'auth', access: publicAccess },
  { method: 'GET', path: '/api/auth/validate-reset-token/{token}', group: 'auth', access: publicAccess },
  { method: 'POST', path: '/api/auth/reset-password', group: 'auth', access: publicAccess },
  { method: 'GET', path: '/api/auth/google', group: 'auth', access: publicAccess },
  { method: 'GET', path: '/api/auth/apple', group: 'auth', access: publicAccess },
  { method: 'GET', path: '/api/auth/callback', group: 'auth', access: publicAccess },
  { method: 'POST', path: '/api/auth/google/callback', group: 'auth', access: publicAccess },
  { method: 'POST', path: '/api/change-password', group: 'auth', access: signedIn },
  { method: 'GET', path: '/api/users/{id}/permissions', group: 'users', access: signedIn },
  { method: 'GET', path: '/api/vendors/{id}', group: 'vendors', access: signedIn },
];

export function routeKey(r: Pick<RouteDef, 'method' | 'path'>): string {
  return `${r.method} ${r.path}`;
}

export function routesOf(group: RouteGroup): RouteDef[] {
  return routes.filter((r) => r.group === group);
}

/** Matches a concrete request path against the manifest; returns the route and its path parameters. */
export function matchRoute(
  method: string,
  path: string,
): { route: RouteDef; pathParameters: Record<string, string> } | undefined {
  for (const route of routes) {
    if (route.method !== method) continue;
    const names: string[] = [];
    const pattern = route.path.replace(/\{(\w+)\+?\}/g, (_m, name: string) => {
      names.push(name);
      return '([^/]+)';
    });
    const m = new RegExp(`^${pattern}$`).exec(path);
    if (!m) continue;
    const pathParameters: Record<string, string> = {};
    names.forEach((n, i) => (pathParameters[n] = decodeURIComponent(m[i + 1]!)));
    return { route, pathParameters };
  }
  return undefined;
}
