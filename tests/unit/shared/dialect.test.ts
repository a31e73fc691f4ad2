// Specification of the dialect mapping: the spec dialect renames cosmos/cosmwasm/tendermint everywhere.
import { describe, expect, it } from 'vitest';
import { fromDialect, toDialect } from '../../../shared/dialect';
import { TYPE_URL } from '../../../shared/chain';
import { MSG_KINDS, bridgeOutKind, executeContractKind, sendKind } from '../../../shared/tx-kinds';

describe('toDialect', () => {
  it('renames type URLs, amino types and paths in the spec dialect', () => {
    expect(toDialect(sendKind.typeUrl, 'spec')).toBe('/ledger.bank.v1beta1.MsgSend');
    expect(toDialect(executeContractKind.typeUrl, 'spec')).toBe('/ledgerwasm.wasm.v1.MsgExecuteContract');
    expect(toDialect(sendKind.aminoType, 'spec')).toBe('ledger-sdk/MsgSend');
    expect(toDialect('/cosmos/base/tendermint/v1beta1/node_info', 'spec')).toBe(
      '/ledger/base/consensus/v1beta1/node_info',
    );
    expect(toDialect('cosmos_sdk_version', 'spec')).toBe('ledger_sdk_version');
  });
  it('leaves names alone in the cosmos dialect and for the bridge module', () => {
    expect(toDialect(sendKind.typeUrl, 'cosmos')).toBe(sendKind.typeUrl);
    expect(toDialect(bridgeOutKind.typeUrl, 'spec')).toBe('/xyz.bridge.v1.MsgBurnForBridgeOut');
  });
  it('round-trips through fromDialect', () => {
    for (const name of [...Object.values(TYPE_URL), ...MSG_KINDS.flatMap((k) => [k.typeUrl, k.aminoType])]) {
      expect(fromDialect(toDialect(name, 'spec'), 'spec')).toBe(name);
    }
  });
});
