// Offline files record the dialect of their messages (version 2, `dialect`); a version 1 file has none and is read
// as the spec dialect; a file of one dialect is refused on a network of the other with a sentence naming both, and a
// file whose `dialect` disagrees with the names its bytes are written in is refused as altered.
import { toBase64 } from '@cosmjs/encoding';
import { describe, expect, it } from 'vitest';
import type { Dialect } from '../../../shared/dialect';
import { WalletError } from '../../../shared/errors';
import { parseTxEnvelope, serializeEnvelope } from '../../../shared/offline/parse-envelope';
import { createBackendClient } from '../../../electron/core/chain/backend';
import { createChainRestClient } from '../../../electron/core/chain/chain-rest';
import { httpOptions } from '../../../electron/core/chain/http';
import { reviewSignedForBroadcast } from '../../../electron/core/offline/broadcast-signed';
import { signOffline, prepareSignDoc } from '../../../electron/core/offline/offline-sign';
import { buildUnsignedEnvelope, checkUnsignedEnvelope } from '../../../electron/core/offline/unsigned-tx';
import { buildSend } from '../../../electron/core/tx/messages';
import { createTxRegistry } from '../../../electron/core/tx/registry';
import { makeBodyBytes } from '../../../electron/core/tx/tx-bytes';
import { ALICE, BOB, NOW, PARAMS, signingKeyOf } from './fixtures';
import { createFakeNetwork } from './fake-network';

const bodyIn = (dialect: Dialect) =>
  makeBodyBytes(
    createTxRegistry(dialect),
    [buildSend({ from: ALICE, to: BOB, amount: 1_500_000n })],
    'offline test',
    dialect,
  );

const unsignedIn = (dialect: Dialect) =>
  buildUnsignedEnvelope({
    ...PARAMS,
    signer: ALICE,
    bodyBytes: bodyIn(dialect),
    pubkey: null,
    dialect,
    now: NOW,
  });

async function signedIn(dialect: Dialect) {
  const key = await signingKeyOf('alice');
  return signOffline({ key, bodyBytes: bodyIn(dialect), params: PARAMS, dialect, now: NOW });
}

function refusal(run: () => unknown): WalletError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(WalletError);
    return error as WalletError;
  }
  throw new Error('expected a refusal');
}

async function asyncRefusal(run: () => Promise<unknown>): Promise<WalletError> {
  try {
    await run();
  } catch (error) {
    expect(error).toBeInstanceOf(WalletError);
    return error as WalletError;
  }
  throw new Error('expected a refusal');
}

const aliceOn = (chainId = 'xyz-devnet-1') => {
  const net = createFakeNetwork();
  net.state.accounts.set(ALICE, { accountNumber: 7, sequence: 3 });
  return { net, network: (dialect: Dialect) => ({ chainId, prefix: 'xyz', dialect }) };
};

describe('the files record the dialect of their messages', () => {
  it.each(['spec', 'cosmos'] as const)(
    'an unsigned file made on a %s network says so (version 2)',
    (dialect) => {
      const envelope = unsignedIn(dialect);
      expect(envelope).toMatchObject({ version: 2, dialect });
      const read = parseTxEnvelope(serializeEnvelope(envelope));
      expect(read.envelope.dialect).toBe(dialect);
      expect(checkUnsignedEnvelope(unsignedIn(dialect), dialect).dialect).toBe(dialect);
    },
  );

  it('the offline signer shows the dialect it signs in and writes it into the signed file', async () => {
    const key = await signingKeyOf('alice');
    const { review } = prepareSignDoc({
      key,
      bodyBytes: bodyIn('cosmos'),
      params: PARAMS,
      dialect: 'cosmos',
    });
    expect(review.dialect).toBe('cosmos');
    const { envelope } = await signedIn('cosmos');
    expect(envelope).toMatchObject({ version: 2, dialect: 'cosmos' });
  });

  it('refuses a version 2 file without the field, and a version 1 file carrying it', () => {
    const { dialect: _omit, ...noDialect } = unsignedIn('spec');
    expect(refusal(() => parseTxEnvelope(JSON.stringify(noDialect))).details?.reason).toBe('invalid_fields');
    expect(
      refusal(() => parseTxEnvelope(JSON.stringify({ ...unsignedIn('spec'), version: 1 }))).details?.reason,
    ).toBe('invalid_fields');
    expect(
      refusal(() => parseTxEnvelope(JSON.stringify({ ...unsignedIn('spec'), dialect: 'klingon' }))).details
        ?.reason,
    ).toBe('invalid_fields');
  });
});

describe('older (version 1) files keep working as the spec dialect', () => {
  const versionOne = () => {
    const { dialect: _omit, ...rest } = unsignedIn('spec');
    return { ...rest, version: 1 as const };
  };

  it('reads a version 1 unsigned file as spec and signs it on a spec network', () => {
    const parsed = parseTxEnvelope(JSON.stringify(versionOne()));
    expect(parsed.kind).toBe('unsigned');
    const checked = checkUnsignedEnvelope(parsed.envelope as ReturnType<typeof versionOne>, 'spec');
    expect(checked.dialect).toBe('spec');
  });

  it('refuses a version 1 file on a stock-dialect network', () => {
    const error = refusal(() => checkUnsignedEnvelope(versionOne(), 'cosmos'));
    expect(error).toMatchObject({
      code: 'dialect_mismatch',
      details: { reason: 'wrong_dialect', fileDialect: 'spec', networkDialect: 'cosmos' },
    });
  });
});

describe('a file for one dialect is refused on a network of the other', () => {
  it('the offline signer refuses an unsigned file of the other dialect with a sentence naming both', () => {
    const error = refusal(() => checkUnsignedEnvelope(unsignedIn('cosmos'), 'spec'));
    expect(error.code).toBe('dialect_mismatch');
    expect(error.details).toEqual({ reason: 'wrong_dialect', fileDialect: 'cosmos', networkDialect: 'spec' });
    expect(error.message).toBe(
      "This file was made for a network that uses the stock Cosmos SDK names (cosmos/...), but the active network uses the XYZ chain names (ledger/...): choose a network of the file's kind, or make the file again on this one.",
    );
  });

  it('the broadcast review refuses a signed file of the other dialect before asking the node anything', async () => {
    const { envelope } = await signedIn('cosmos');
    const asked: string[] = [];
    const http = httpOptions({
      fetch: (async (input: string | URL | Request) => {
        asked.push(String(input));
        throw new TypeError('fetch failed');
      }) as typeof fetch,
      retries: 0,
      sleep: async () => undefined,
    });
    const endpoints = {
      restUrl: 'http://chain.test',
      backendUrl: 'http://backend.test',
      dialect: 'spec' as const,
    };
    const clients = {
      chain: createChainRestClient(endpoints, http),
      backend: createBackendClient(endpoints, http),
    };
    const error = await asyncRefusal(() =>
      reviewSignedForBroadcast(serializeEnvelope(envelope), clients, {
        chainId: 'xyz-devnet-1',
        prefix: 'xyz',
        dialect: 'spec',
      }),
    );
    expect(error).toMatchObject({ code: 'dialect_mismatch', details: { reason: 'wrong_dialect' } });
    expect(asked).toEqual([]);
  });

  it('the broadcast review of a file on its own dialect’s network names the dialect', async () => {
    const { envelope } = await signedIn('spec');
    const { net, network } = aliceOn();
    const review = await reviewSignedForBroadcast(serializeEnvelope(envelope), net.clients, network('spec'));
    expect(review.dialect).toBe('spec');
  });

  it('refuses pasted bare bytes written in the other dialect too', async () => {
    const { envelope } = await signedIn('cosmos');
    const { net, network } = aliceOn();
    const error = await asyncRefusal(() =>
      reviewSignedForBroadcast(envelope.tx_bytes, net.clients, network('spec')),
    );
    expect(error).toMatchObject({ code: 'dialect_mismatch', details: { reason: 'wrong_dialect' } });
  });
});

describe('a file cannot lie about its dialect (the field is not signed, the bytes are)', () => {
  it('refuses an unsigned file whose dialect field was edited to the other network’s', () => {
    const lying = { ...unsignedIn('cosmos'), dialect: 'spec' as const };
    expect(refusal(() => checkUnsignedEnvelope(lying, 'spec')).details).toMatchObject({
      reason: 'dialect_mismatch',
      fileDialect: 'spec',
      writtenDialect: 'cosmos',
    });
  });

  it('refuses a signed file whose dialect field was edited', async () => {
    const { envelope } = await signedIn('cosmos');
    const { net, network } = aliceOn();
    const lying = serializeEnvelope({ ...envelope, dialect: 'spec' });
    const error = await asyncRefusal(() => reviewSignedForBroadcast(lying, net.clients, network('spec')));
    expect(error.details).toMatchObject({ reason: 'dialect_mismatch', writtenDialect: 'cosmos' });
  });

  it('refuses to write a file whose body is not in the dialect it names', () => {
    expect(
      refusal(() =>
        buildUnsignedEnvelope({
          ...PARAMS,
          signer: ALICE,
          bodyBytes: bodyIn('spec'),
          pubkey: null,
          dialect: 'cosmos',
          now: NOW,
        }),
      ).details?.reason,
    ).toBe('dialect_mismatch');
    expect(toBase64(bodyIn('spec'))).not.toBe(toBase64(bodyIn('cosmos')));
  });
});
