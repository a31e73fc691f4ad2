// Specification of the dialect mapping: the spec dialect renames cosmos/cosmwasm/tendermint everywhere.
import { describe, expect, it } from 'vitest';
import { fromDialect, toDialect } from '../../../shared/dialect';
import { AMINO_TYPE, TYPE_URL } from '../../../shared/chain';

describe('toDialect', () => {
  it('renames type URLs, amino types and paths in the spec dialect', () => {
    expect(toDialect(TYPE_URL.MsgSend, 'spec')).toBe('/ledger.bank.v1beta1.MsgSend');
    expect(toDialect(TYPE_URL.MsgExecuteContract, 'spec')).toBe('/ledgerwasm.wasm.v1.MsgExecuteContract');
    expect(toDialect(AMINO_TYPE.MsgSend, 'spec')).toBe('ledger-sdk/MsgSend');
    expect(toDialect('/cosmos/base/tendermint/v1beta1/node_info', 'spec')).toBe(
      '/ledger/base/consensus/v1beta1/node_info',
    );
    expect(toDialect('cosmos_sdk_version', 'spec')).toBe('ledger_sdk_version');
  });
  it('leaves names alone in the cosmos dialect and for the bridge module', () => {
    expect(toDialect(TYPE_URL.MsgSend, 'cosmos')).toBe(TYPE_URL.MsgSend);
    expect(toDialect(TYPE_URL.MsgBurnForBridgeOut, 'spec')).toBe('/xyz.bridge.v1.MsgBurnForBridgeOut');
  });
  it('round-trips through fromDialect', () => {
    for (const name of [...Object.values(TYPE_URL), ...Object.values(AMINO_TYPE)]) {
      expect(fromDialect(toDialect(name, 'spec'), 'spec')).toBe(name);
    }
  });
});
