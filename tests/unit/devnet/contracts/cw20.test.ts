// Specification of the native CW20 token (code id 1): cw20-base messages, queries, attributes and errors.
import { toBech32 } from '@cosmjs/encoding';
import { describe, expect, it } from 'vitest';
import { DEVNET_KEYS } from '../../../../devnet/chain/genesis-keys';
import { cw20InstantiateMsg, cw20SendMsg, encodeHook } from '../../../../devnet/chain/wasm/contracts';
import { ContractHarness, attributesOf, uxyz } from './harness';

const alice = DEVNET_KEYS.alice.address;
const bob = DEVNET_KEYS.bob.address;

function setup(mint?: { minter: string; cap?: bigint }) {
  const h = new ContractHarness();
  const token = h.instantiate(
    alice,
    1,
    cw20InstantiateMsg({
      name: 'Test Token',
      symbol: 'TEST',
      initialBalances: [{ address: alice, amount: 1000n }],
      ...(mint ? { mint } : {}),
    }),
  );
  return { h, token };
}

describe('CW20 token', () => {
  it('answers token_info with decimals 6 and the initial total supply', () => {
    const { h, token } = setup();
    expect(h.query(token, { token_info: {} })).toEqual({
      name: 'Test Token',
      symbol: 'TEST',
      decimals: 6,
      total_supply: '1000',
    });
    expect(h.query(token, { balance: { address: alice } })).toEqual({ balance: '1000' });
    expect(h.query(token, { balance: { address: bob } })).toEqual({ balance: '0' });
    expect(h.query(token, { minter: {} })).toBeNull();
  });

  it('transfers between holders and records cw20-base attributes on the wasm event', () => {
    const { h, token } = setup();
    const events = h.execute(alice, token, { transfer: { recipient: bob, amount: '250' } });
    expect(h.cw20Balance(token, alice)).toBe(750n);
    expect(h.cw20Balance(token, bob)).toBe(250n);
    expect(attributesOf(events, 'wasm')).toEqual({
      _contract_address: token,
      action: 'transfer',
      from: alice,
      to: bob,
      amount: '250',
    });
  });

  it('send moves the tokens and calls the target contract with {"receive":{sender, amount, msg}}', () => {
    const { h, token } = setup();
    const calls: unknown[] = [];
    h.codes.set(99, {
      codeId: 99,
      name: 'recorder',
      instantiate: () => undefined,
      execute: (ctx, msg) => void calls.push({ sender: ctx.sender, msg }),
      query: () => null,
    });
    const target = h.instantiate(bob, 99, {});
    h.execute(alice, token, cw20SendMsg(target, 300n, { hello: {} }));
    expect(h.cw20Balance(token, target)).toBe(300n);
    expect(calls).toEqual([
      { sender: token, msg: { receive: { sender: alice, amount: '300', msg: encodeHook({ hello: {} }) } } },
    ]);
  });

  it('burn lowers the holder balance and the total supply', () => {
    const { h, token } = setup();
    h.execute(alice, token, { burn: { amount: '400' } });
    expect(h.cw20Balance(token, alice)).toBe(600n);
    expect((h.query(token, { token_info: {} }) as { total_supply: string }).total_supply).toBe('600');
  });

  it('lets only the minter mint, and never beyond the cap', () => {
    const { h, token } = setup({ minter: bob, cap: 1500n });
    expect(h.query(token, { minter: {} })).toEqual({ minter: bob, cap: '1500' });
    expect(() => h.execute(alice, token, { mint: { recipient: alice, amount: '1' } })).toThrow(
      'Unauthorized',
    );
    h.execute(bob, token, { mint: { recipient: bob, amount: '500' } });
    expect(h.cw20Balance(token, bob)).toBe(500n);
    expect(() => h.execute(bob, token, { mint: { recipient: bob, amount: '1' } })).toThrow(
      'Minting cannot exceed the cap',
    );
  });

  it('lists accounts in address order with all_accounts', () => {
    const { h, token } = setup();
    h.execute(alice, token, { transfer: { recipient: bob, amount: '1' } });
    expect(h.query(token, { all_accounts: {} })).toEqual({ accounts: [alice, bob].sort() });
  });

  it('stores marketing description and logo url', () => {
    const h = new ContractHarness();
    const token = h.instantiate(
      alice,
      1,
      cw20InstantiateMsg({ name: 'Logo', symbol: 'LOGO', description: 'd', logoUrl: 'https://x/y.png' }),
    );
    expect(h.query(token, { marketing_info: {} })).toEqual({
      project: null,
      description: 'd',
      marketing: null,
      logo: { url: 'https://x/y.png' },
    });
  });

  describe('rejects bad input with a clear error and no state change', () => {
    it.each([
      ['an unknown message', { approve: {} }, 'unknown variant `approve`'],
      ['a zero amount', { transfer: { recipient: bob, amount: '0' } }, 'Invalid zero amount'],
      [
        'a negative amount',
        { transfer: { recipient: bob, amount: '-5' } },
        'expected a Uint128 decimal string',
      ],
      [
        'a fractional amount',
        { transfer: { recipient: bob, amount: '1.5' } },
        'expected a Uint128 decimal string',
      ],
      [
        'a JSON number amount',
        { transfer: { recipient: bob, amount: 5 } },
        'expected a Uint128 decimal string',
      ],
      ['a bad recipient', { transfer: { recipient: 'cosmos1abc', amount: '5' } }, 'invalid address'],
      [
        'a wrong-prefix recipient',
        { transfer: { recipient: toBech32('cosmos', new Uint8Array(20).fill(7), 90), amount: '5' } },
        'invalid address',
      ],
      ['an unknown field', { transfer: { recipient: bob, amount: '5', memo: 'x' } }, 'unknown field `memo`'],
      [
        'more than the balance',
        { transfer: { recipient: bob, amount: '1001' } },
        'insufficient token balance',
      ],
      ['a send with a non-base64 msg', { send: { contract: bob, amount: '5', msg: '%%%' } }, 'base64'],
    ])('%s', (_name, msg, error) => {
      const { h, token } = setup();
      expect(() => h.execute(alice, token, msg)).toThrow(error);
      expect(h.cw20Balance(token, alice)).toBe(1000n);
    });

    it('funds attached to a transfer', () => {
      const { h, token } = setup();
      h.fund(alice, 10n);
      expect(() => h.execute(alice, token, { transfer: { recipient: bob, amount: '5' } }, uxyz(10n))).toThrow(
        'does not accept funds',
      );
      expect(h.balance(alice)).toBe(10n);
    });

    it.each([
      [
        'a too-short name',
        { name: 'ab', symbol: 'ABC', decimals: 6, initial_balances: [] },
        'Name is not in the expected format',
      ],
      [
        'a symbol with digits',
        { name: 'Token', symbol: 'AB1', decimals: 6, initial_balances: [] },
        'Ticker symbol is not in expected format',
      ],
      [
        'too many decimals',
        { name: 'Token', symbol: 'ABC', decimals: 19, initial_balances: [] },
        'Decimals must not exceed 18',
      ],
      [
        'duplicate holders',
        {
          name: 'Token',
          symbol: 'ABC',
          decimals: 6,
          initial_balances: [
            { address: alice, amount: '1' },
            { address: alice, amount: '2' },
          ],
        },
        'Duplicate initial balance addresses',
      ],
      [
        'supply above the cap',
        {
          name: 'Token',
          symbol: 'ABC',
          decimals: 6,
          initial_balances: [{ address: alice, amount: '10' }],
          mint: { minter: alice, cap: '5' },
        },
        'Initial supply greater than cap',
      ],
    ])('instantiate with %s', (_name, msg, error) => {
      const h = new ContractHarness();
      expect(() => h.instantiate(alice, 1, msg)).toThrow(error);
      expect(h.instances.size).toBe(0);
    });
  });
});
