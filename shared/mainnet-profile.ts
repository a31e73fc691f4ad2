// The XYZ mainnet as a network the person chooses: chain id xyz-1, the stock Cosmos SDK dialect, and no URLs. The
// wallet never invents an endpoint: the person fills in the REST, RPC and backend URLs of nodes they trust.
import { BASE_DENOM, BECH32_PREFIX, COIN_TYPE, GAS_PRICES, MAINNET_CHAIN_ID } from './chain';
import type { NetworkProfileInput } from './api/network';

/** The URL fields a profile needs before the wallet can use it. */
export const PROFILE_URL_FIELDS = ['restUrl', 'rpcUrl', 'backendUrl'] as const;
export type ProfileUrlField = (typeof PROFILE_URL_FIELDS)[number];

/** The mainnet's known facts; its URLs are empty until the person fills them in. */
export const MAINNET_PROFILE_TEMPLATE: Readonly<NetworkProfileInput> = Object.freeze({
  name: 'XYZ Mainnet',
  chainId: MAINNET_CHAIN_ID,
  dialect: 'cosmos',
  restUrl: '',
  rpcUrl: '',
  backendUrl: '',
  prefix: BECH32_PREFIX,
  coinType: COIN_TYPE,
  gasPrices: { ...GAS_PRICES },
  denom: BASE_DENOM,
  launchpadAddress: null,
});

/** The URL fields still empty (blank or a bare scheme), in form order. Pure. */
export function missingUrls(profile: Pick<NetworkProfileInput, ProfileUrlField>): ProfileUrlField[] {
  return PROFILE_URL_FIELDS.filter((field) => /^(https?:\/\/)?$/i.test(profile[field].trim()));
}
