// Screen table: the dashboard (the first screen of every open) is in the entry bundle; every other screen is its own
// chunk, loaded on first visit, so the first paint stays small and needs no second script round trip.
import type { Component } from 'svelte';
import type { RouteName } from '../lib/router.svelte';
import Dashboard from './Dashboard.svelte';

export type ScreenProps = { params: Record<string, string> };
type Loader = () => Promise<{ default: Component<ScreenProps> }>;

/** Screens without params ignore the `params` prop they are given; the cast only widens their props type. */
const lazy = (load: () => Promise<{ default: unknown }>): Loader => load as Loader;

export const SCREENS: Record<RouteName, Loader> = {
  dashboard: lazy(async () => ({ default: Dashboard })),
  tokens: lazy(() => import('./Tokens.svelte')),
  token: lazy(() => import('./TokenDetail.svelte')),
  history: lazy(() => import('./History.svelte')),
  tx: lazy(() => import('./TxDetail.svelte')),
  send: lazy(() => import('./Send.svelte')),
  stake: lazy(() => import('./Stake.svelte')),
  governance: lazy(() => import('./Governance.svelte')),
  permissions: lazy(() => import('./permissions/Permissions.svelte')),
  bridge: lazy(() => import('./Bridge.svelte')),
  receive: lazy(() => import('./Receive.svelte')),
  offline: lazy(() => import('./offline/Offline.svelte')),
  multisig: lazy(() => import('./multisig/Multisig.svelte')),
  connect: lazy(() => import('./connect/ConnectedApps.svelte')),
  settings: lazy(() => import('./Settings.svelte')),
  about: lazy(() => import('./About.svelte')),
};
