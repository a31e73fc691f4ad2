// One set of clients (chain REST, backend, RPC endpoints) per network profile, built from the profile's URLs and dialect.
import type { NetworkProfile } from '../../../shared/api/network';
import { createBackendClient, type BackendClient } from './backend';
import { createChainRestClient, type ChainRestClient } from './chain-rest';
import type { Endpoints } from './endpoints';
import { httpOptions, type HttpOptions } from './http';

export interface NetworkClients {
  profile: NetworkProfile;
  endpoints: Endpoints;
  http: HttpOptions;
  chain: ChainRestClient;
  backend: BackendClient;
}

/** Returns a function giving the clients of a profile, rebuilt only when the profile's endpoints change. */
export function createClientCache(
  fetchFn: typeof fetch,
  overrides: Partial<Omit<HttpOptions, 'fetch'>> = {},
) {
  let cached: { key: string; clients: NetworkClients } | null = null;
  return function clientsFor(profile: NetworkProfile): NetworkClients {
    const key = JSON.stringify([
      profile.id,
      profile.restUrl,
      profile.rpcUrl,
      profile.backendUrl,
      profile.dialect,
    ]);
    if (cached && cached.key === key) return { ...cached.clients, profile };
    const endpoints: Endpoints = {
      restUrl: profile.restUrl,
      rpcUrl: profile.rpcUrl,
      backendUrl: profile.backendUrl,
      dialect: profile.dialect,
    };
    const http = httpOptions({ ...overrides, fetch: fetchFn });
    const clients = {
      profile,
      endpoints,
      http,
      chain: createChainRestClient(endpoints, http),
      backend: createBackendClient(endpoints, http),
    };
    cached = { key, clients };
    return clients;
  };
}
