// Specification of the human lines a person reads for every message type the wallet signs or broadcasts.
import { describe, expect, it } from 'vitest';
import { TxBody } from 'cosmjs-types/cosmos/tx/v1beta1/tx';
import { decodeBody, dialectOfBody } from '../../../electron/core/offline/decode-tx';
import { describeMessage } from '../../../electron/core/offline/summary';
import {
  buildBridgeOut,
  buildDelegate,
  buildExecute,
  buildInstantiate,
  buildSend,
} from '../../../electron/core/tx/messages';
import { createTxRegistry } from '../../../electron/core/tx/registry';
import { makeBodyBytes } from '../../../electron/core/tx/tx-bytes';
import { WalletError } from '../../../shared/errors';
import { ALICE, BOB } from './fixtures';

const VALIDATOR = 'xyzvaloper1qqqsyqcyq5rqwzqfpg9scrgwpugpzysnzgcfk3';
const CONTRACT = 'xyz14hj2tavq8fpesdwxxcu44rty3hh90vhujrvcmstl4zr3txmfvw9sxyz4zu';

const lineOf = (message: Parameters<typeof makeBodyBytes>[1][number], dialect: 'spec' | 'cosmos' = 'spec') =>
  decodeBody(makeBodyBytes(createTxRegistry(dialect), [message], '', dialect)).lines[0];

describe('message lines', () => {
  it('say who sends how much XYZ to whom', () => {
    expect(lineOf(buildSend({ from: ALICE, to: BOB, amount: 1_234_567n }))).toBe(
      `Send 1.234567 XYZ from ${ALICE} to ${BOB}`,
    );
  });

  it('show other denoms in base units', () => {
    expect(lineOf(buildSend({ from: ALICE, to: BOB, amount: 5n, denom: 'ibc/ABC' }))).toBe(
      `Send 5 ibc/ABC from ${ALICE} to ${BOB}`,
    );
  });

  it('describe a delegation', () => {
    expect(lineOf(buildDelegate({ delegator: ALICE, validator: VALIDATOR, amount: 2_000_000n }))).toBe(
      `Delegate 2 XYZ from ${ALICE} to validator ${VALIDATOR}`,
    );
  });

  it('show a contract call with its JSON message and funds', () => {
    const message = buildExecute({
      sender: ALICE,
      contract: CONTRACT,
      msg: { buy: { token: 'x' } },
      funds: [{ denom: 'uxyz', amount: 10n }],
    });
    expect(lineOf(message)).toBe(
      `Execute contract ${CONTRACT} as ${ALICE}, sending 0.00001 XYZ: {"buy":{"token":"x"}}`,
    );
  });

  it('describe an instantiation', () => {
    const message = buildInstantiate({
      sender: ALICE,
      admin: null,
      codeId: 1n,
      label: 'my token',
      msg: { name: 'T' },
    });
    expect(lineOf(message)).toBe(
      `Instantiate code 1 labelled "my token" as ${ALICE} (admin: none): {"name":"T"}`,
    );
  });

  it('describe a bridge-out burn', () => {
    expect(lineOf(buildBridgeOut({ sender: ALICE, amount: 3_000_000n, externalAddress: '0xabc' }))).toBe(
      `Bridge out 3 XYZ from ${ALICE} to external address 0xabc`,
    );
  });

  it('tell which dialect a body is written in, so the signer key uses the same one', () => {
    const send = buildSend({ from: ALICE, to: BOB, amount: 1n });
    expect(dialectOfBody(makeBodyBytes(createTxRegistry('spec'), [send], '', 'spec'))).toBe('spec');
    expect(dialectOfBody(makeBodyBytes(createTxRegistry('cosmos'), [send], '', 'cosmos'))).toBe('cosmos');
    const bridge = buildBridgeOut({ sender: ALICE, amount: 1n, externalAddress: '0x1' });
    expect(dialectOfBody(makeBodyBytes(createTxRegistry('spec'), [bridge], '', 'spec'))).toBeNull();
  });

  it('read the cosmos dialect the same way as the spec dialect', () => {
    expect(lineOf(buildSend({ from: ALICE, to: BOB, amount: 1n }), 'cosmos')).toBe(
      lineOf(buildSend({ from: ALICE, to: BOB, amount: 1n })),
    );
  });

  it('refuse a body holding a message type the wallet cannot describe, or no message at all', () => {
    expect(describeMessage({ typeUrl: '/cosmos.gov.v1.MsgSubmitProposal', value: {} })).toBeNull();
    const vote = TxBody.encode(
      TxBody.fromPartial({
        messages: [{ typeUrl: '/ledger.gov.v1.MsgSubmitProposal', value: new Uint8Array([8, 1]) }],
      }),
    ).finish();
    expect(() => decodeBody(vote)).toThrow(/does not know: \/ledger.gov.v1.MsgSubmitProposal/);
    expect(() => decodeBody(makeBodyBytes(createTxRegistry('spec'), [], '', 'spec'))).toThrow(WalletError);
  });
});
