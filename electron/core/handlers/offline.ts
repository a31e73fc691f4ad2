// Handlers of the offline domain: air-gapped signing (review/sign never touch the network), the online
// unsigned export and broadcast of signed files, and encrypted backups.
import { fromBase64, toBase64 } from '@cosmjs/encoding';
import type { ParsedRequestOf } from '../../../shared/api';
import type { offlineChannels } from '../../../shared/api/offline';
import type { NetworkProfile } from '../../../shared/api/network';
import { WalletError } from '../../../shared/errors';
import {
  checkFileSize,
  parseUnsignedTxEnvelope,
  serializeEnvelope,
} from '../../../shared/offline/parse-envelope';
import { framesFromText, joinFrames, looksLikeFrame } from '../../../shared/offline/qr-frames';
import { createBackendClient } from '../chain/backend';
import { createChainRestClient } from '../chain/chain-rest';
import { httpOptions } from '../chain/http';
import { mapClientErrors } from '../chain/to-wallet-error';
import type { KeyManager } from '../keys/key-service';
import { backupAccessOf } from '../offline/backup-keys-adapter';
import { exportBackup, importBackup } from '../offline/backup-service';
import { broadcastSigned, reviewSignedForBroadcast, type OnlineClients } from '../offline/broadcast-signed';
import { prepareSignDoc, signOffline, type OfflineSignParams } from '../offline/offline-sign';
import { qrFramesWithImages } from '../offline/qr-images';
import { dialectOfBody } from '../offline/decode-tx';
import { draftBody } from '../offline/draft-body';
import { unsignedGasLimit } from '../offline/unsigned-gas';
import { buildUnsignedEnvelope, checkUnsignedEnvelope } from '../offline/unsigned-tx';
import { feeFor } from '../tx/fee';
import { trackTx } from '../tx/track';
import type { DomainChannels, HandlerContext, HandlersFor } from './context';

export type OfflineChannel = DomainChannels<typeof offlineChannels>;

const TRACK = { intervalMs: 1000, timeoutMs: 120_000 };

function onlineClients(ctx: HandlerContext, profile: NetworkProfile): OnlineClients {
  const http = httpOptions({ fetch: ctx.fetch });
  return { chain: createChainRestClient(profile, http), backend: createBackendClient(profile, http) };
}

/** The account's signing key material (address, prefix, compressed pubkey) and its DIRECT signer. */
async function signingKey(keys: KeyManager, accountId: string, profile: NetworkProfile) {
  const account = keys.getAccount(accountId);
  if (account.kind === 'watch_only' || account.pubkey === null) {
    throw new WalletError(
      'watch_only',
      'This is a watch-only account: sign on the machine that holds its key.',
    );
  }
  return {
    address: account.address,
    prefix: profile.prefix,
    pubkey: fromBase64(account.pubkey),
    signer: await keys.getSigner(accountId),
  };
}

type SignSource = ParsedRequestOf<'offline/review-sign'>['source'];

/** Body bytes and sign parameters from an unsigned file or a draft; checks the file's signer is this account. */
function signInput(
  source: SignSource,
  address: string,
  profile: NetworkProfile,
): { bodyBytes: Uint8Array; params: OfflineSignParams } {
  if (source.kind === 'unsigned_file') {
    const text = looksLikeFrame(source.text) ? joinFrames(framesFromText(source.text)) : source.text;
    const checked = checkUnsignedEnvelope(parseUnsignedTxEnvelope(text));
    if (checked.signer !== address) {
      throw new WalletError(
        'invalid_request',
        `This file is for ${checked.signer}, not for the selected account ${address}.`,
        {
          reason: 'signer_mismatch',
        },
      );
    }
    return { bodyBytes: checked.bodyBytes, params: checked.params };
  }
  const { params } = source;
  return {
    bodyBytes: draftBody({
      from: address,
      draft: source.draft,
      prefix: profile.prefix,
      denom: profile.denom,
      dialect: profile.dialect,
    }),
    params: {
      chainId: params.chainId,
      accountNumber: BigInt(params.accountNumber),
      sequence: BigInt(params.sequence),
      fee: BigInt(params.feeAmount) > 0n ? [{ denom: profile.denom, amount: params.feeAmount }] : [],
      gasLimit: BigInt(params.gasLimit),
    },
  };
}

const fileStamp = (ms: number) => new Date(ms).toISOString().replace(/[:.]/g, '-');

/** The offline domain's handlers; chain/backend client failures reach the router as typed WalletErrors. */
export function createOfflineHandlers(ctx: HandlerContext, keys: KeyManager): HandlersFor<OfflineChannel> {
  return mapClientErrors(offlineHandlers(ctx, keys));
}

function offlineHandlers(ctx: HandlerContext, keys: KeyManager): HandlersFor<OfflineChannel> {
  /** Follows a broadcast tx to inclusion in the background and reports it as 'tx/status' events. */
  function track(txHash: string, signer: string, clients: OnlineClients): void {
    let closed = false;
    ctx.onClose(() => void (closed = true));
    const accountId = keys.listAccounts().find((a) => a.address === signer)?.id ?? '';
    ctx.emit('tx/status', { accountId, txHash, status: 'pending' });
    void trackTx(clients.chain, txHash, {
      ...TRACK,
      sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
      now: ctx.clock,
      cancelled: () => closed,
    })
      .then((result) => {
        if (closed || result.state !== 'included') return;
        ctx.emit('tx/status', {
          accountId,
          txHash,
          status: result.code === 0 ? 'included' : 'failed',
          code: result.code,
          ...(result.codespace ? { codespace: result.codespace } : {}),
          rawLog: result.rawLog,
          height: result.height,
        });
      })
      .catch(() => undefined);
  }

  return {
    async 'offline/export-unsigned'(req) {
      const profile = ctx.network();
      const clients = onlineClients(ctx, profile);
      const account = keys.getAccount(req.accountId);
      const node = await clients.chain.nodeInfo();
      if (node.default_node_info.network !== profile.chainId) {
        throw new WalletError(
          'chain_id_mismatch',
          `The node reports chain ${node.default_node_info.network}, not ${profile.chainId}.`,
        );
      }
      const onChain = await clients.chain.account(account.address);
      if (!onChain)
        throw new WalletError('not_found', `The chain does not know ${account.address} yet: fund it first.`);
      const bodyBytes = draftBody({
        from: account.address,
        draft: req.draft,
        prefix: profile.prefix,
        denom: profile.denom,
        dialect: profile.dialect,
      });
      const pubkey = onChain.pubKey ?? account.pubkey;
      const gasLimit = req.gasLimit
        ? BigInt(req.gasLimit)
        : (
            await unsignedGasLimit({
              chain: clients.chain,
              bodyBytes,
              pubkey: pubkey ? fromBase64(pubkey) : null,
              sequence: onChain.sequence,
              dialect: profile.dialect,
              adjustment: ctx.settings().gasAdjustment,
            })
          ).gasLimit;
      const fee = req.feeAmount ?? feeFor(gasLimit, profile.gasPrices[ctx.settings().feeTier]).toString();
      const envelope = buildUnsignedEnvelope({
        chainId: profile.chainId,
        signer: account.address,
        accountNumber: onChain.accountNumber,
        sequence: onChain.sequence,
        bodyBytes,
        fee: BigInt(fee) > 0n ? [{ denom: profile.denom, amount: fee }] : [],
        gasLimit,
        pubkey: pubkey ? fromBase64(pubkey) : null,
        now: new Date(ctx.clock()),
      });
      const fileText = serializeEnvelope(envelope);
      const qr = await qrFramesWithImages(JSON.stringify(envelope));
      return {
        envelope,
        fileText,
        fileName: `unsigned-tx-${envelope.sequence}-${fileStamp(ctx.clock())}.json`,
        ...qr,
      };
    },

    async 'offline/review-sign'(req) {
      const profile = ctx.network();
      const account = keys.getAccount(req.accountId);
      if (account.kind === 'watch_only' || account.pubkey === null) {
        throw new WalletError(
          'watch_only',
          'This is a watch-only account: sign on the machine that holds its key.',
        );
      }
      const { bodyBytes, params } = signInput(req.source, account.address, profile);
      const key = { address: account.address, prefix: profile.prefix, pubkey: fromBase64(account.pubkey) };
      return prepareSignDoc({ key, bodyBytes, params, dialect: dialectOfBody(bodyBytes) ?? profile.dialect })
        .review;
    },

    async 'offline/sign'(req) {
      const profile = ctx.network();
      const key = await signingKey(keys, req.accountId, profile);
      const { bodyBytes, params } = signInput(req.source, key.address, profile);
      const { envelope, review } = await signOffline({
        key,
        bodyBytes,
        params,
        dialect: dialectOfBody(bodyBytes) ?? profile.dialect,
        reviewedSignDocHash: req.reviewedSignDocHash,
        now: new Date(ctx.clock()),
      });
      const qr = await qrFramesWithImages(JSON.stringify(envelope));
      return {
        envelope,
        review,
        fileText: serializeEnvelope(envelope),
        fileName: `signed-tx-${envelope.tx_hash.slice(0, 12)}.json`,
        ...qr,
      };
    },

    async 'offline/review-broadcast'(req) {
      const profile = ctx.network();
      return reviewSignedForBroadcast(req.text, onlineClients(ctx, profile), profile);
    },

    async 'offline/broadcast'(req) {
      const profile = ctx.network();
      const clients = onlineClients(ctx, profile);
      const outcome = await broadcastSigned(req.text, clients, profile, req.reviewedTxHash);
      if (outcome.status === 'pending') track(outcome.txHash, outcome.review.signer, clients);
      return { txHash: outcome.txHash, status: outcome.status };
    },

    'offline/qr': (req) => {
      checkFileSize(req.text);
      return qrFramesWithImages(req.text);
    },

    async 'offline/backup-export'(req) {
      const access = backupAccessOf(keys);
      const keyed = access.listAccounts().some((a) => a.secretId !== null);
      if (keyed && req.password === undefined)
        throw new WalletError('wrong_password', 'Enter the wallet password to export keys.');
      if (keyed) await keys.unlock(req.password!);
      const now = new Date(ctx.clock());
      const result = await exportBackup({
        keys: access,
        password: req.password ?? '',
        passphrase: req.passphrase,
        now,
      });
      return {
        fileBase64: toBase64(result.file),
        fileName: `xyz-wallet-backup-${fileStamp(ctx.clock())}.xyzbkp`,
        accounts: result.accounts,
        excluded: result.excluded,
      };
    },

    async 'offline/backup-import'(req) {
      const profile = ctx.network();
      let file: Uint8Array;
      try {
        file = fromBase64(req.fileBase64.replace(/\s+/g, ''));
      } catch {
        throw new WalletError('invalid_request', 'This is not an XYZ Wallet backup.', {
          reason: 'not_a_backup',
        });
      }
      if (req.password !== undefined && keys.status().hasPassword) await keys.unlock(req.password);
      return importBackup({
        keys: backupAccessOf(keys),
        file,
        passphrase: req.passphrase,
        password: req.password,
        prefix: profile.prefix,
        coinType: profile.coinType,
      });
    },
  };
}
