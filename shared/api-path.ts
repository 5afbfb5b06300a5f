/**
 * The SPA names an API route by its path template exactly as the manifest writes it, with the template's
 * parameters. Templates are checked against the manifest by type only, so a renamed or removed route fails the type
 * check and no route list reaches the browser's bundle. The API client takes only paths built here and checks that
 * the route answers its method.
 */
import type { HttpMethod, ManifestRoute } from './routes.js';

/** The path template of every route of the manifest, or of those answering `M`. */
export type ApiRoutePath<M extends HttpMethod = HttpMethod> = Extract<ManifestRoute, { method: M }>['path'];

type ParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}` ? Name | ParamNames<Rest> : never;

/** The values of a template's {parameters}; a template without any takes no argument at all. */
type PathParams<P extends string> = { readonly [Name in ParamNames<P>]: string };

type ParamsArg<P extends string> = [ParamNames<P>] extends [never] ? [] : [params: PathParams<P>];

declare const route: unique symbol;

/** A URL of the route `P`, built by `apiPath`; a hand-typed string is not one, so it cannot reach the API client. */
export type ApiPath<P extends string = ApiRoutePath> = string & { readonly [route]: P };

/** The URL of a route: each {parameter} of the template replaced by its value, percent-encoded. */
export function apiPath<P extends ApiRoutePath>(template: P, ...[params]: ParamsArg<P>): ApiPath<P> {
  const values: Readonly<Record<string, string | undefined>> = params ?? {};
  return template.replace(/\{(\w+)\}/g, (_whole, name: string) => {
    const value = values[name];
    // Only an untyped caller gets here; a URL with "undefined" in it would reach some other record.
    if (value === undefined) throw new TypeError(`${template} needs {${name}}`);
    return encodeURIComponent(value);
  }) as ApiPath<P>;
}

export type QueryValue = string | number | boolean | undefined;

/**
 * The URL with a query string: undefined values are left out, the rest percent-encoded. A URLSearchParams is sent as
 * it is. With nothing to send the URL stays without `?`.
 */
export function withQuery<P extends string>(
  path: ApiPath<P>,
  query: Readonly<Record<string, QueryValue>> | URLSearchParams,
): ApiPath<P> {
  const search =
    query instanceof URLSearchParams
      ? query.toString()
      : Object.entries(query)
          .filter((entry): entry is [string, string | number | boolean] => entry[1] !== undefined)
          .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`)
          .join('&');
  return (search ? `${path}?${search}` : path) as ApiPath<P>;
}
