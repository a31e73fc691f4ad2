// Unit (test harness): how tests written in spec names run against a cosmos-dialect devnet. Only names are renamed
// (a path's fixed prefix, type URLs, amino names, the node-info key), never user data, and an answer that still holds
// a spec name fails the test instead of being quietly renamed.
import { describe, expect, it } from 'vitest';
import { asWritten, named, restPath } from '../../integration/support/dialect';

describe('the test side of the cosmos dialect', () => {
  it('names type URLs and amino names in the cosmos dialect, and leaves spec ones alone on spec', () => {
    expect(named('/ledger.bank.v1beta1.MsgSend', 'cosmos')).toBe('/cosmos.bank.v1beta1.MsgSend');
    expect(named('/ledgerwasm.wasm.v1.MsgExecuteContract', 'cosmos')).toBe(
      '/cosmwasm.wasm.v1.MsgExecuteContract',
    );
    expect(named('ledger-sdk/MsgWithdrawDelegationReward', 'cosmos')).toBe(
      'cosmos-sdk/MsgWithdrawDelegationReward',
    );
    expect(named('/xyz.bridge.v1.MsgBurnForBridgeOut', 'cosmos')).toBe('/xyz.bridge.v1.MsgBurnForBridgeOut');
    expect(named('/ledger.bank.v1beta1.MsgSend', 'spec')).toBe('/ledger.bank.v1beta1.MsgSend');
  });

  it('renames only the fixed prefix of a REST path, never an address that spells "ledger"', () => {
    const address = 'xyz1ledgerqqqqqqqqqqqqqqqqqqqqqqqqqqqqq';
    expect(restPath(`/ledger/bank/v1beta1/balances/${address}`, 'cosmos')).toBe(
      `/cosmos/bank/v1beta1/balances/${address}`,
    );
    expect(restPath('/ledger/base/consensus/v1beta1/node_info', 'cosmos')).toBe(
      '/cosmos/base/tendermint/v1beta1/node_info',
    );
    expect(restPath('/ledgerwasm/wasm/v1/contract/x/smart/bGVkZ2Vy', 'cosmos')).toBe(
      '/cosmwasm/wasm/v1/contract/x/smart/bGVkZ2Vy',
    );
  });

  it('reads a cosmos answer back into spec names: type URLs anywhere in strings, amino names, the SDK version key', () => {
    const answer = {
      tx: { body: { messages: [{ '@type': '/cosmos.bank.v1beta1.MsgSend', memo: 'cosmos is a word' }] } },
      raw_log:
        '[{"events":[{"type":"message","attributes":[{"key":"action","value":"/cosmos.bank.v1beta1.MsgSend"}]}]}]',
      application_version: { cosmos_sdk_version: 'v0.47.7', build_tags: 'netgo,ledger' },
      signature: 'L2Nvc21vcy5iYW5r+/==',
      amino: 'cosmos-sdk/MsgSend',
    };
    expect(asWritten(answer, 'cosmos')).toEqual({
      tx: { body: { messages: [{ '@type': '/ledger.bank.v1beta1.MsgSend', memo: 'cosmos is a word' }] } },
      raw_log:
        '[{"events":[{"type":"message","attributes":[{"key":"action","value":"/ledger.bank.v1beta1.MsgSend"}]}]}]',
      application_version: { ledger_sdk_version: 'v0.47.7', build_tags: 'netgo,ledger' },
      signature: 'L2Nvc21vcy5iYW5r+/==',
      amino: 'ledger-sdk/MsgSend',
    });
  });

  it('fails on a spec name in a cosmos answer (a leak), and passes spec answers through untouched', () => {
    const leaked = { account: { '@type': '/ledger.auth.v1beta1.BaseAccount' } };
    expect(() => asWritten(leaked, 'cosmos')).toThrow(/answered with a spec name "\/ledger\.a"/);
    expect(() => asWritten({ application_version: { ledger_sdk_version: 'v0.47.7' } }, 'cosmos')).toThrow();
    expect(asWritten(leaked, 'spec')).toBe(leaked);
  });

  it('reads typed event names (EmitTypedEvent: no leading slash) back into spec names and flags a spec one', () => {
    const events = [{ type: 'cosmos.authz.v1beta1.EventGrant', attributes: [] }, { type: 'transfer' }];
    expect(asWritten(events, 'cosmos')).toEqual([
      { type: 'ledger.authz.v1beta1.EventGrant', attributes: [] },
      { type: 'transfer' },
    ]);
    expect(asWritten({ memo: 'cosmos.authz.v1beta1.EventGrant and more' }, 'cosmos')).toEqual({
      memo: 'cosmos.authz.v1beta1.EventGrant and more',
    });
    expect(() => asWritten([{ type: 'ledger.authz.v1beta1.EventRevoke' }], 'cosmos')).toThrow(/spec name/);
  });
});
