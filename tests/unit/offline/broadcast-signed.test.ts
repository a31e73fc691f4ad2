// Specification of the online side: what is checked before a signed transaction is broadcast, and how.
import { fromBase64 } from '@cosmjs/encoding';
import { describe, expect, it } from 'vitest';
import { WalletError } from '../../../shared/errors';
import { serializeEnvelope } from '../../../shared/offline/parse-envelope';
import { splitIntoFrames } from '../../../shared/offline/qr-frames';
import {
  broadcastSigned,
  reviewSignedForBroadcast,
  type SubmitSignedBytes,
} from '../../../electron/core/offline/broadcast-signed';
import { signOffline } from '../../../electron/core/offline/offline-sign';
import { broadcastOnce } from '../../../electron/core/tx/broadcast';
import { buildUnsignedEnvelope } from '../../../electron/core/offline/unsigned-tx';
import { ALICE, NOW, PARAMS, sendBody, signingKeyOf } from './fixtures';
import { createFakeNetwork } from './fake-network';

const NETWORK = { chainId: 'xyz-devnet-1', prefix: 'xyz', dialect: 'spec' as const };

async function signedFile(params = PARAMS) {
  const key = await signingKeyOf('alice');
  const { envelope } = await signOffline({ key, bodyBytes: sendBody(), params, dialect: 'spec', now: NOW });
  return { envelope, text: serializeEnvelope(envelope) };
}

/** What the wallet's tx service would do with the checked bytes, minus the pending row: send once via B6. */
const sendVia =
  (net: ReturnType<typeof createFakeNetwork>): SubmitSignedBytes =>
  ({ txBytes }) =>
    broadcastOnce(txBytes, 'backend', net.clients);

function networkWithAlice(sequence = 3) {
  const net = createFakeNetwork();
  net.state.accounts.set(ALICE, { accountNumber: 7, sequence });
  return net;
}

async function refusal(run: () => Promise<unknown>): Promise<WalletError> {
  try {
    await run();
  } catch (error) {
    expect(error).toBeInstanceOf(WalletError);
    return error as WalletError;
  }
  throw new Error('expected a refusal');
}

describe('reviewing a signed transaction for broadcast', () => {
  it('shows exactly what the file does once every check passes', async () => {
    const { envelope, text } = await signedFile();
    const review = await reviewSignedForBroadcast(text, networkWithAlice().clients, NETWORK);
    expect(review).toMatchObject({
      txHash: envelope.tx_hash,
      signer: ALICE,
      sequence: '3',
      source: 'file',
      summary: envelope.summary,
      feeText: '0.005 XYZ for up to 200000 gas',
      alreadyIncluded: null,
    });
  });

  it('accepts the same transaction as QR frames or as pasted base64 bytes', async () => {
    const { envelope } = await signedFile();
    const net = networkWithAlice();
    const frames = splitIntoFrames(JSON.stringify(envelope), 300).join('\n');
    expect((await reviewSignedForBroadcast(frames, net.clients, NETWORK)).txHash).toBe(envelope.tx_hash);
    const pasted = await reviewSignedForBroadcast(`  ${envelope.tx_bytes}\n`, net.clients, NETWORK);
    expect(pasted).toMatchObject({
      txHash: envelope.tx_hash,
      source: 'base64',
      signer: ALICE,
      accountNumber: '7',
    });
  });

  it('refuses a stale sequence with a message to re-export', async () => {
    const { text } = await signedFile();
    const error = await refusal(() => reviewSignedForBroadcast(text, networkWithAlice(5).clients, NETWORK));
    expect(error.code).toBe('sequence_mismatch');
    expect(error.message).toBe(
      "The account's sequence moved on (now 5, file has 3): re-export the unsigned transaction",
    );
  });

  it('refuses a file signed for another chain than the active network', async () => {
    const { text } = await signedFile({ ...PARAMS, chainId: 'xyz-1' });
    const error = await refusal(() => reviewSignedForBroadcast(text, networkWithAlice().clients, NETWORK));
    expect(error.code).toBe('chain_id_mismatch');
    expect(error.details?.reason).toBe('wrong_chain');
  });

  it('refuses when the node reports another chain than the active profile', async () => {
    const { text } = await signedFile();
    const net = networkWithAlice();
    net.state.nodeChainId = 'other-chain';
    expect((await refusal(() => reviewSignedForBroadcast(text, net.clients, NETWORK))).code).toBe(
      'chain_id_mismatch',
    );
  });

  it('refuses pasted bytes that do not verify for the signer account on this chain', async () => {
    const { envelope } = await signedFile({ ...PARAMS, accountNumber: 8n });
    const error = await refusal(() =>
      reviewSignedForBroadcast(envelope.tx_bytes, networkWithAlice().clients, NETWORK),
    );
    expect(error.details?.reason).toBe('bad_signature');
  });

  it('refuses a file whose account number is not the signer account on this chain', async () => {
    const { text } = await signedFile({ ...PARAMS, accountNumber: 8n });
    expect(
      (await refusal(() => reviewSignedForBroadcast(text, networkWithAlice().clients, NETWORK))).details
        ?.reason,
    ).toBe('account_mismatch');
  });

  it('refuses an unsigned file and junk with clear errors', async () => {
    const net = networkWithAlice();
    const unsigned = serializeEnvelope(
      buildUnsignedEnvelope({
        ...PARAMS,
        signer: ALICE,
        bodyBytes: sendBody(),
        pubkey: null,
        dialect: 'spec',
        now: NOW,
      }),
    );
    expect(
      (await refusal(() => reviewSignedForBroadcast(unsigned, net.clients, NETWORK))).details?.reason,
    ).toBe('wrong_kind');
    expect(
      (await refusal(() => reviewSignedForBroadcast('not base64 !!', net.clients, NETWORK))).details?.reason,
    ).toBe('not_base64');
    expect(
      (await refusal(() => reviewSignedForBroadcast('x'.repeat(600 * 1024), net.clients, NETWORK))).details
        ?.reason,
    ).toBe('file_too_large');
  });
});

describe('broadcasting a signed transaction', () => {
  it('sends the exact signed bytes once via the backend and reports the hash', async () => {
    const { envelope, text } = await signedFile();
    const net = networkWithAlice();
    const outcome = await broadcastSigned(text, net.clients, NETWORK, sendVia(net), envelope.tx_hash);
    expect(outcome).toMatchObject({ txHash: envelope.tx_hash, status: 'pending' });
    expect(net.state.broadcasts).toEqual([{ txBytes: envelope.tx_bytes }]);
    expect(fromBase64(net.state.broadcasts[0]!.txBytes)).toEqual(fromBase64(envelope.tx_bytes));
  });

  it('does not send a replayed file the chain already included, and returns its hash', async () => {
    const { envelope, text } = await signedFile();
    const net = networkWithAlice(4);
    net.state.included.set(envelope.tx_hash, { height: '12', code: 0 });
    const outcome = await broadcastSigned(text, net.clients, NETWORK, sendVia(net));
    expect(outcome).toMatchObject({
      txHash: envelope.tx_hash,
      status: 'included',
      review: { alreadyIncluded: { height: '12', code: 0 } },
    });
    expect(net.state.broadcasts).toEqual([]);
  });

  it('refuses to send something other than what was reviewed', async () => {
    const { text } = await signedFile();
    const net = networkWithAlice();
    const error = await refusal(() =>
      broadcastSigned(text, net.clients, NETWORK, sendVia(net), 'F'.repeat(64)),
    );
    expect(error.code).toBe('tx_rejected');
  });

  it('turns a sequence mismatch from the network into the re-export message', async () => {
    const { text } = await signedFile();
    const net = networkWithAlice();
    net.state.broadcastReply = {
      code: 32,
      raw_log: 'account sequence mismatch, expected 4, got 3: incorrect account sequence',
    };
    const error = await refusal(() => broadcastSigned(text, net.clients, NETWORK, sendVia(net)));
    expect(error.code).toBe('sequence_mismatch');
    expect(error.message).toMatch(/re-export/);
  });

  it('refuses a node on another chain than the active profile and hands nothing to the tx service', async () => {
    const { envelope, text } = await signedFile();
    const net = networkWithAlice();
    net.state.nodeChainId = 'other-chain';
    const submitted: Uint8Array[] = [];
    const error = await refusal(() =>
      broadcastSigned(
        text,
        net.clients,
        NETWORK,
        async ({ txBytes }) => {
          submitted.push(txBytes);
          return { state: 'accepted', hash: envelope.tx_hash };
        },
        envelope.tx_hash,
      ),
    );
    expect(error.code).toBe('chain_id_mismatch');
    expect(error.details).toMatchObject({ nodeChainId: 'other-chain', expectedChainId: 'xyz-devnet-1' });
    expect(submitted).toEqual([]);
    expect(net.state.broadcasts).toEqual([]);
  });

  it('reports a tx the network may or may not have received as pending (it is followed by hash, not resent)', async () => {
    const { envelope, text } = await signedFile();
    const net = networkWithAlice();
    const outcome = await broadcastSigned(text, net.clients, NETWORK, async () => ({
      state: 'unknown',
      hash: envelope.tx_hash,
      reason: 'socket hang up',
    }));
    expect(outcome).toMatchObject({ txHash: envelope.tx_hash, status: 'pending' });
  });

  it('fails when the server refuses the request itself instead of calling it pending', async () => {
    const { envelope, text } = await signedFile();
    const net = networkWithAlice();
    const error = await refusal(() =>
      broadcastSigned(text, net.clients, NETWORK, async () => ({
        state: 'refused',
        hash: envelope.tx_hash,
        reason: 'tx too large',
      })),
    );
    expect(error.code).toBe('tx_failed');
  });
});
