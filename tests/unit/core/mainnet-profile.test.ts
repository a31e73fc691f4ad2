// The XYZ mainnet is offered as a choice: chain id xyz-1, the stock Cosmos SDK dialect, and no endpoint the wallet
// made up. Until the person fills in its URLs it cannot be saved, and the form can say exactly which are missing.
import { describe, expect, it } from 'vitest';
import { createMemoryRepositories } from '../../../electron/core/cache/repositories';
import { createNetworkStore } from '../../../electron/core/config/network-store';
import { networkProfileInputSchema } from '../../../shared/api/network';
import { MAINNET_PROFILE_TEMPLATE, missingUrls } from '../../../shared/mainnet-profile';

describe('the XYZ mainnet profile', () => {
  it('is chain xyz-1 in the stock dialect, with the xyz prefix and uxyz', () => {
    expect(MAINNET_PROFILE_TEMPLATE).toMatchObject({
      chainId: 'xyz-1',
      dialect: 'cosmos',
      prefix: 'xyz',
      denom: 'uxyz',
      coinType: 118,
    });
  });

  it('invents no endpoint: every URL is empty', () => {
    expect([
      MAINNET_PROFILE_TEMPLATE.restUrl,
      MAINNET_PROFILE_TEMPLATE.rpcUrl,
      MAINNET_PROFILE_TEMPLATE.backendUrl,
    ]).toEqual(['', '', '']);
    expect(JSON.stringify(MAINNET_PROFILE_TEMPLATE)).not.toMatch(/https?:|\.\w+\//);
    expect(MAINNET_PROFILE_TEMPLATE.explorerTxUrl).toBeUndefined();
  });

  it('names the URLs still missing, in form order; a bare scheme is still missing', () => {
    expect(missingUrls(MAINNET_PROFILE_TEMPLATE)).toEqual(['restUrl', 'rpcUrl', 'backendUrl']);
    expect(missingUrls({ restUrl: 'https://rest.example', rpcUrl: 'https://', backendUrl: '  ' })).toEqual([
      'rpcUrl',
      'backendUrl',
    ]);
    expect(
      missingUrls({
        restUrl: 'https://a.example',
        rpcUrl: 'https://b.example',
        backendUrl: 'https://c.example',
      }),
    ).toEqual([]);
  });

  it('cannot be saved before its URLs are filled in; saved once they are', () => {
    expect(networkProfileInputSchema.safeParse(MAINNET_PROFILE_TEMPLATE).success).toBe(false);
    const db = createMemoryRepositories();
    const store = createNetworkStore({ repo: db.networks, kv: db.kv, newId: () => 'mainnet-1' });
    expect(() => store.add({ ...MAINNET_PROFILE_TEMPLATE })).toThrow(/restUrl/);
    const saved = store.add({
      ...MAINNET_PROFILE_TEMPLATE,
      restUrl: 'https://rest.example',
      rpcUrl: 'https://rpc.example',
      backendUrl: 'https://api.example',
    });
    expect(saved).toMatchObject({ chainId: 'xyz-1', dialect: 'cosmos', builtin: false });
  });
});
