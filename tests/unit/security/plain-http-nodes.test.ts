// Attack (issue #27, 2): plain `http://` node URLs to remote hosts were accepted, so anyone on the network path
// could play the node (lie about sequences, gas, balances). Proof: a node URL must be https unless it is this
// computer, or the person ticked "Allow plain http" for a node on their own network; a saved profile breaking the
// rule is not used (and reported), never silently trusted.
import { describe, expect, it } from 'vitest';
import { createMemoryRepositories } from '../../../electron/core/cache/repositories';
import { createNetworkStore } from '../../../electron/core/config/network-store';
import { WalletError } from '../../../shared/errors';
import { insecureUrlProblem, isLoopbackUrl, profileTransportProblem } from '../../../shared/network-rules';

const profile = {
  name: 'My node',
  chainId: 'xyz-1',
  dialect: 'cosmos' as const,
  restUrl: 'https://rest.example',
  rpcUrl: 'https://rpc.example',
  backendUrl: 'https://backend.example',
  prefix: 'xyz',
  coinType: 118,
  gasPrices: { low: '0.025', average: '0.03', high: '0.04' },
  denom: 'uxyz',
  launchpadAddress: null,
};

let n = 0;
const store = (db = createMemoryRepositories()) =>
  createNetworkStore({ repo: db.networks, kv: db.kv, newId: () => `p${++n}` });

describe('which node URLs may use plain http', () => {
  it('this computer: localhost, 127.x.y.z and [::1]', () => {
    for (const url of [
      'http://localhost:1317',
      'http://127.0.0.1:1317',
      'http://127.8.9.10/',
      'http://[::1]:26657',
    ])
      expect(isLoopbackUrl(url), url).toBe(true);
    for (const url of [
      'http://192.168.1.5:1317',
      'http://127.0.0.1.evil.example',
      'http://localhost.example',
      'nonsense',
    ])
      expect(isLoopbackUrl(url), url).toBe(false);
  });

  it('another computer only with the explicit choice; https always', () => {
    expect(insecureUrlProblem('http://192.168.1.5:1317', false)).toMatch(/https/);
    expect(insecureUrlProblem('http://node.example', false)).toMatch(/https/);
    expect(insecureUrlProblem('http://192.168.1.5:1317', true)).toBeNull();
    expect(insecureUrlProblem('https://node.example', false)).toBeNull();
    expect(insecureUrlProblem('HTTP://node.example', false)).toMatch(/https/);
  });

  it('names the first URL of a profile that breaks the rule', () => {
    expect(profileTransportProblem({ ...profile, rpcUrl: 'http://rpc.example' })?.field).toBe('rpcUrl');
    expect(profileTransportProblem(profile)).toBeNull();
  });
});

describe('the network store', () => {
  it('refuses to add or edit a profile with a remote plain-http node, with the reason', () => {
    const s = store();
    let error: unknown;
    try {
      s.add({ ...profile, restUrl: 'http://node.example:1317' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(WalletError);
    expect((error as WalletError).details).toMatchObject({ reason: 'insecure_url', field: 'restUrl' });
    const added = s.add(profile);
    expect(() => s.update(added.id, { backendUrl: 'http://backend.example' })).toThrow(/https/);
  });

  it('accepts a node on the person’s own network when they chose plain http for it', () => {
    const added = store().add({ ...profile, restUrl: 'http://192.168.1.5:1317', allowInsecureHttp: true });
    expect(added).toMatchObject({ restUrl: 'http://192.168.1.5:1317', allowInsecureHttp: true });
  });

  it('does not use a saved profile that breaks the rule, and reports it', () => {
    const db = createMemoryRepositories();
    const s = store(db);
    const added = s.add(profile);
    s.select(added.id);
    db.networks.upsert({ ...added, restUrl: 'http://node.example:1317' });
    const reopened = store(db);
    expect(reopened.active().id).toBe('devnet');
    expect(reopened.warnings[0]).toEqual({
      code: 'network_profile_invalid',
      details: { id: added.id, problem: expect.stringMatching(/^restUrl: Must start with https/) },
    });
  });
});
