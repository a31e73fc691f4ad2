// Specification of unsigned-transaction files: built online, checked and signed offline.
import { describe, expect, it } from 'vitest';
import { WalletError } from '../../../shared/errors';
import { parseUnsignedTxEnvelope, serializeEnvelope } from '../../../shared/offline/parse-envelope';
import { signOffline } from '../../../electron/core/offline/offline-sign';
import { buildUnsignedEnvelope, checkUnsignedEnvelope } from '../../../electron/core/offline/unsigned-tx';
import { verifySignedEnvelope } from '../../../electron/core/offline/verify-signed';
import { ALICE, BOB, NOW, PARAMS, sendBody, signingKeyOf } from './fixtures';

const unsigned = () =>
  buildUnsignedEnvelope({
    ...PARAMS,
    signer: ALICE,
    bodyBytes: sendBody(),
    pubkey: null,
    dialect: 'spec',
    now: NOW,
  });

function reasonOf(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(WalletError);
    return (error as WalletError).details?.reason;
  }
  throw new Error('expected a refusal');
}

describe('unsigned-transaction files', () => {
  it('carry chain id, account number, sequence, body, fee and a summary', () => {
    expect(unsigned()).toMatchObject({
      format: 'xyz-wallet/unsigned-tx',
      version: 2,
      dialect: 'spec',
      chain_id: 'xyz-devnet-1',
      signer: ALICE,
      account_number: '7',
      sequence: '3',
      fee: { amount: [{ denom: 'uxyz', amount: '5000' }], gas_limit: '200000' },
      pubkey: null,
      summary: { messages: [`Send 1.5 XYZ from ${ALICE} to ${BOB}`], gas: '200000', memo: 'offline test' },
    });
  });

  it('can be read back, checked and signed offline into a verifiable signed file', async () => {
    const checked = checkUnsignedEnvelope(parseUnsignedTxEnvelope(serializeEnvelope(unsigned())));
    const key = await signingKeyOf('alice');
    const { envelope } = await signOffline({
      key,
      bodyBytes: checked.bodyBytes,
      params: checked.params,
      dialect: 'spec',
      now: NOW,
    });
    expect(verifySignedEnvelope(envelope).summary).toEqual(unsigned().summary);
  });

  it('are refused when the summary was edited to hide what the body does', () => {
    const file = unsigned();
    const edited = {
      ...file,
      summary: { ...file.summary, messages: [`Send 0.01 XYZ from ${ALICE} to ${BOB}`] },
    };
    expect(reasonOf(() => checkUnsignedEnvelope(edited))).toBe('summary_mismatch');
  });

  it('are refused when the body acts for another account than the named signer', () => {
    expect(
      reasonOf(() =>
        buildUnsignedEnvelope({
          ...PARAMS,
          signer: BOB,
          bodyBytes: sendBody(),
          pubkey: null,
          dialect: 'spec',
          now: NOW,
        }),
      ),
    ).toBe('signer_mismatch');
  });

  it('are refused when the body is not a transaction body', () => {
    expect(reasonOf(() => checkUnsignedEnvelope({ ...unsigned(), body_bytes: 'AAECAwQF' }))).toBeTypeOf(
      'string',
    );
  });

  it('are not accepted where a signed file is expected, and vice versa', () => {
    expect(
      reasonOf(() =>
        parseUnsignedTxEnvelope(
          serializeEnvelope({ ...unsigned(), format: 'xyz-wallet/signed-tx' } as never),
        ),
      ),
    ).toBe('invalid_fields');
  });
});
