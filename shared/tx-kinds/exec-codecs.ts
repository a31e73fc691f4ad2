// The protobuf codecs of messages an authz exec may carry, by canonical type URL (the packages the wallet signs in,
// like tx/kind-codecs.ts for the core). Kept out of exec.ts so the renderer's views never bundle them.
import * as bank from 'cosmjs-types/cosmos/bank/v1beta1/tx';
import * as distribution from 'cosmjs-types/cosmos/distribution/v1beta1/tx';
import * as gov from 'cosmjs-types/cosmos/gov/v1/tx';
import * as staking from 'cosmjs-types/cosmos/staking/v1beta1/tx';
import * as wasm from 'cosmjs-types/cosmwasm/wasm/v1/tx';
import type { ExecInnerCodec } from './exec';

const PACKAGES: Readonly<Record<string, Readonly<Record<string, unknown>>>> = {
  'cosmos.bank.v1beta1': bank,
  'cosmos.distribution.v1beta1': distribution,
  'cosmos.gov.v1': gov,
  'cosmos.staking.v1beta1': staking,
  'cosmwasm.wasm.v1': wasm,
};

/** The codec of a canonical type URL, or undefined when the package or message is not one of these. */
export function execInnerCodec(canonicalTypeUrl: string): ExecInnerCodec | undefined {
  const match = /^\/(.+)\.([A-Za-z0-9_]+)$/.exec(canonicalTypeUrl);
  return match ? (PACKAGES[match[1]!]?.[match[2]!] as ExecInnerCodec | undefined) : undefined;
}
