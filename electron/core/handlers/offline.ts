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
import { requireNodeChainId } from '../chain/chain-id-guard';
import { mapClientErrors } from '../chain/to-wallet-error';
import type { KeyManager } from '../keys/key-service';
import { backupAccessOf } from '../offline/backup-keys-adapter';
import { exportBackup, importBackup } from '../offline/backup-service';
import {
  broadcastSigned,
  reviewSignedForBroadcast,
  type SubmitSignedBytes,
} from '../offline/broadcast-signed';
import {
  prepareSignDoc,
  signOffline,
  type OfflineSignMode,
  type OfflineSignParams,
} from '../offline/offline-sign';
import { qrFramesWithImages } from '../offline/qr-images';
import { dialectOfBody } from '../offline/decode-tx';
import { draftBody } from '../offline/draft-body';
import { unsignedGasLimit } from '../offline/unsigned-gas';
import { buildUnsignedEnvelope, checkUnsignedEnvelope } from '../offline/unsigned-tx';
import type { ChainRuntime } from '../runtime/chain-runtime';
import { feeFor } from '../tx/fee';
import type { DomainChannels, HandlerContext, HandlersFor } from './context';

export type OfflineChannel = DomainChannels<typeof offlineChannels>;

/** A Ledger's Cosmos app signs amino JSON only; every other key signs DIRECT. */
const offlineSignModeOf = (kind: string): OfflineSignMode => (kind === 'ledger' ? 'amino' : 'direct');

/** The account's signing key material (address, prefix, compressed pubkey), its signer and sign mode. */
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
    signMode: offlineSignModeOf(account.kind),
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
    const checked = checkUnsignedEnvelope(parseUnsignedTxEnvelope(text), profile.dialect);
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
export function createOfflineHandlers(
  ctx: HandlerContext,
  keys: KeyManager,
  runtime: ChainRuntime,
): HandlersFor<OfflineChannel> {
  return mapClientErrors(offlineHandlers(ctx, keys, runtime));
}

function offlineHandlers(
  ctx: HandlerContext,
  keys: KeyManager,
  runtime: ChainRuntime,
): HandlersFor<OfflineChannel> {
  /** A checked signed file goes out like any wallet send: via B6 (de-duplicating), recorded and tracked. */
  const submit: SubmitSignedBytes = async ({ txBytes, review }) => {
    const denom = ctx.network().denom;
    const fee = review.summary.fee
      .filter((coin) => coin.denom === denom)
      .reduce((sum, coin) => sum + BigInt(coin.amount), 0n);
    const { result } = await runtime.tx.broadcastSignedBytes({
      txBytes,
      address: review.signer,
      kind: 'offline',
      summary: { text: review.summary.messages.join('\n'), fee: fee.toString() },
      via: 'backend',
    });
    return result;
  };

  return {
    async 'offline/export-unsigned'(req) {
      const clients = runtime.clients();
      const profile = clients.profile;
      const account = keys.getAccount(req.accountId);
      await requireNodeChainId(clients.chain, profile.chainId);
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
        dialect: profile.dialect,
        now: new Date(ctx.clock()),
      });
      const fileText = serializeEnvelope(envelope);
      const qr = qrFramesWithImages(JSON.stringify(envelope));
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
      return prepareSignDoc({
        key,
        bodyBytes,
        params,
        dialect: dialectOfBody(bodyBytes) ?? profile.dialect,
        signMode: offlineSignModeOf(account.kind),
      }).review;
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
        signMode: key.signMode,
        reviewedSignDocHash: req.reviewedSignDocHash,
        now: new Date(ctx.clock()),
      });
      const qr = qrFramesWithImages(JSON.stringify(envelope));
      return {
        envelope,
        review,
        fileText: serializeEnvelope(envelope),
        fileName: `signed-tx-${envelope.tx_hash.slice(0, 12)}.json`,
        ...qr,
      };
    },

    async 'offline/review-broadcast'(req) {
      const clients = runtime.clients();
      return reviewSignedForBroadcast(req.text, clients, clients.profile);
    },

    async 'offline/broadcast'(req) {
      const clients = runtime.clients();
      const outcome = await broadcastSigned(req.text, clients, clients.profile, submit, req.reviewedTxHash);
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
