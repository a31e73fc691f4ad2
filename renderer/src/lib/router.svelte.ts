// In-app navigation: the current route and its params as reactive state; screens are looked up by name.

export type RouteName =
  | 'dashboard'
  | 'tokens'
  | 'token'
  | 'history'
  | 'tx'
  | 'send'
  | 'stake'
  | 'governance'
  | 'permissions'
  | 'bridge'
  | 'receive'
  | 'offline'
  | 'multisig'
  | 'connect'
  | 'settings'
  | 'about';

export interface Route {
  name: RouteName;
  /** Route parameters, e.g. {address} for 'token' or {hash} for 'tx'. */
  params: Record<string, string>;
}

/** Routes shown in the sidebar, in order. */
export const NAV_ROUTES: readonly RouteName[] = [
  'dashboard',
  'tokens',
  'history',
  'send',
  'receive',
  'stake',
  'governance',
  'permissions',
  'connect',
  'bridge',
  'multisig',
  'offline',
  'settings',
  'about',
];

export class Router {
  #route = $state.raw<Route>({ name: 'dashboard', params: {} });
  #back: Route[] = [];

  get route(): Route {
    return this.#route;
  }

  /** Goes to `name`; the previous route is remembered for `back()`. */
  go(name: RouteName, params: Record<string, string> = {}): void {
    this.#back.push(this.#route);
    if (this.#back.length > 20) this.#back.shift();
    this.#route = { name, params };
  }

  back(fallback: RouteName = 'dashboard'): void {
    this.#route = this.#back.pop() ?? { name: fallback, params: {} };
  }

  /** The sidebar entry that is highlighted for the current route (details highlight their list). */
  get section(): RouteName {
    const n = this.#route.name;
    return n === 'token' ? 'tokens' : n === 'tx' ? 'history' : n;
  }
}

export const router = new Router();
