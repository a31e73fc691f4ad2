// The pure parts of connecting apps: which wc: links are pairing links, how an app is flagged, and which requests
// are refused before anyone is asked (unknown kinds, Ledger direct, other chains and accounts, malformed docs).
import { describe, expect, it } from 'vitest';
import { describeApp } from '../../../../electron/core/connect/app-flags';
import { planAppRequest, type RequestContext } from '../../../../electron/core/connect/app-request';
import { parsePairingUri } from '../../../../electron/core/connect/pairing-uri';

const TOPIC = 'a'.repeat(64);
const KEY = 'b'.repeat(64);
const ADDRESS = 'xyz1qurswpc8qurswpc8qurswpc8qurswpc8ekpyqy';
const context = (ledger = false): RequestContext => ({
  chainId: 'xyz-devnet-1',
  dialect: 'spec',
  methods: ['cosmos_getAccounts', 'cosmos_signDirect', 'cosmos_signAmino'],
  accounts: new Map([[ADDRESS, { address: ADDRESS, pubkey: 'A'.repeat(44), ledger }]]),
});
const amino = (msgs: unknown[], extra: Record<string, unknown> = {}) => ({
  signerAddress: ADDRESS,
  signDoc: {
    chain_id: 'xyz-devnet-1',
    account_number: '1',
    sequence: '0',
    fee: { amount: [], gas: '200000' },
    msgs,
    memo: '',
    ...extra,
  },
});

describe('parsePairingUri', () => {
  it('reads a v2 link and rebuilds it from what it checked', () => {
    const parsed = parsePairingUri(
      `  wc:${TOPIC}@2?relay-protocol=irn&symKey=${KEY}&expiryTimestamp=2000000000&extra=1 `,
      0,
    );
    expect(parsed).toMatchObject({ topic: TOPIC, symKey: KEY, expiryTimestamp: 2000000000 });
    expect(parsed.uri).toBe(`wc:${TOPIC}@2?relay-protocol=irn&symKey=${KEY}&expiryTimestamp=2000000000`);
  });

  it.each([
    ['wc:', 'not_wc'],
    [`wc:${TOPIC.toUpperCase()}@2?relay-protocol=irn&symKey=${KEY}`, 'topic'],
    [`wc:${TOPIC}@2?relay-protocol=waku&symKey=${KEY}`, 'relay'],
    [`wc:${TOPIC}@2?relay-protocol=irn&symKey=${KEY}&expiryTimestamp=soon`, 'expired'],
    [`wc:${TOPIC}@2?${'x'.repeat(3000)}`, 'too_long'],
  ])('refuses %s (%s)', (uri, reason) => {
    expect(() => parsePairingUri(uri, 0)).toThrow(
      expect.objectContaining({ details: expect.objectContaining({ reason }) }),
    );
  });
});

describe('describeApp', () => {
  it('flags plain http and a first connection; an https app seen before is not flagged', () => {
    expect(describeApp({ name: 'Swap', url: 'http://swap.example' }, [], null).flags).toEqual([
      'plain_http',
      'new_app',
    ]);
    expect(describeApp({ name: 'Swap', url: 'https://swap.example' }, ['swap.example'], null).flags).toEqual(
      [],
    );
  });

  it('flags a host that looks like one connected before', () => {
    for (const host of [
      'swap-example.com',
      'svvap.example.com',
      'swap.examp1e.com',
      'swapp.example.com',
      'xn--swp-0na.example.com',
    ])
      expect(describeApp({ name: 'Swap', url: `https://${host}` }, ['swap.example.com'], null)).toMatchObject(
        {
          flags: ['new_app', 'look_alike'],
          looksLike: 'swap.example.com',
        },
      );
  });
});

describe('planAppRequest refuses before asking', () => {
  it('another chain, a method the session lacks, an account not shared', () => {
    const refuse = (chain: string, method: string, params: unknown) => {
      try {
        planAppRequest(context(), chain, method, params);
        return null;
      } catch (error) {
        return (error as { reason: string }).reason;
      }
    };
    expect(refuse('cosmos:other-1', 'cosmos_getAccounts', {})).toBe('unsupported_chain');
    expect(refuse('cosmos:xyz-devnet-1', 'cosmos_signAndBroadcast', {})).toBe('unsupported_method');
    expect(
      refuse('cosmos:xyz-devnet-1', 'cosmos_signAmino', { ...amino([]), signerAddress: 'xyz1other' }),
    ).toBe('unknown_account');
    expect(
      refuse('cosmos:xyz-devnet-1', 'cosmos_signAmino', amino([{ type: 'evil/MsgDrain', value: {} }])),
    ).toBe('unknown_message');
    expect(refuse('cosmos:xyz-devnet-1', 'cosmos_signAmino', amino([], { chain_id: 'other-1' }))).toBe(
      'other_chain',
    );
    expect(
      refuse(
        'cosmos:xyz-devnet-1',
        'cosmos_signAmino',
        amino([{ type: 'x', value: {} }], { timeout_height: '9' }),
      ),
    ).toBe('not_signable');
    expect(
      refuse('cosmos:xyz-devnet-1', 'cosmos_signDirect', {
        signerAddress: ADDRESS,
        signDoc: {
          chainId: 'xyz-devnet-1',
          bodyBytes: 'A'.repeat(100_000),
          authInfoBytes: '',
          accountNumber: '1',
        },
      }),
    ).toBe('too_large');
  });

  it('a Ledger account is told to use amino for a direct request', () => {
    expect(() =>
      planAppRequest(context(true), 'cosmos:xyz-devnet-1', 'cosmos_signDirect', {
        signerAddress: ADDRESS,
        signDoc: {},
      }),
    ).toThrow(
      expect.objectContaining({
        reason: 'ledger_direct',
        message: expect.stringContaining('cosmos_signAmino'),
      }),
    );
  });

  it('an amino send is summarized in the descriptor words', () => {
    const send = {
      type: 'ledger-sdk/MsgSend',
      value: { from_address: ADDRESS, to_address: ADDRESS, amount: [{ denom: 'uxyz', amount: '2000000' }] },
    };
    const plan = planAppRequest(context(), 'cosmos:xyz-devnet-1', 'cosmos_signAmino', amino([send]));
    expect(plan).toMatchObject({
      kind: 'amino',
      review: { mode: 'amino', sequence: '0', summary: { gas: '200000' } },
    });
  });
});
