// The built-in network profile: the embedded devnet (default), per DOMAIN.md and the core brief.
import { BASE_DENOM, BECH32_PREFIX, COIN_TYPE, DEVNET_CHAIN_ID, GAS_PRICES } from '../../../shared/chain';
import type { NetworkProfile } from '../../../shared/api/network';

export const DEVNET_PROFILE_ID = 'devnet';

export const DEVNET_PROFILE: Readonly<NetworkProfile> = Object.freeze({
  id: DEVNET_PROFILE_ID,
  name: 'XYZ Devnet (local)',
  builtin: true,
  isDevnet: true,
  chainId: DEVNET_CHAIN_ID,
  dialect: 'spec',
  restUrl: 'http://127.0.0.1:1317',
  rpcUrl: 'http://127.0.0.1:26657',
  backendUrl: 'http://127.0.0.1:8080',
  prefix: BECH32_PREFIX,
  coinType: COIN_TYPE,
  gasPrices: { ...GAS_PRICES },
  denom: BASE_DENOM,
  launchpadAddress: null,
  relayUrl: 'ws://127.0.0.1:8090',
  projectId: 'devnet',
});
