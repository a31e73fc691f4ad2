// A tiny method + path-pattern router whose handlers return JSON bodies (or throw GatewayError).
import type { IncomingMessage } from 'node:http';

export interface RouteRequest {
  params: string[];
  query: URLSearchParams;
  req: IncomingMessage;
}

export type RouteHandler = (request: RouteRequest) => unknown | Promise<unknown>;

export interface Route {
  method: 'GET' | 'POST';
  /** The template it was made from (spec names), e.g. '/ledger/bank/v1beta1/balances/:address'. */
  path: string;
  pattern: RegExp;
  handler: RouteHandler;
}

/** `route('GET', '/ledger/bank/v1beta1/balances/:address', h)`: ":name" matches one path segment. */
export function route(method: Route['method'], path: string, handler: RouteHandler): Route {
  const pattern = new RegExp(
    `^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[a-z_]+/g, '([^/]+)')}/?$`,
  );
  return { method, path, pattern, handler };
}

/** The same route under another template (e.g. its path in the chain's dialect). */
export function withPath(r: Route, path: string): Route {
  return path === r.path ? r : route(r.method, path, r.handler);
}

export function findRoute(
  routes: readonly Route[],
  method: string,
  pathname: string,
): { route: Route; params: string[] } | null {
  for (const r of routes) {
    if (r.method !== method) continue;
    const match = r.pattern.exec(pathname);
    if (match) return { route: r, params: match.slice(1).map(safeDecode) };
  }
  return null;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
