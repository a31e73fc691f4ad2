// The plaintext inside an encrypted backup: every account (names, HD indexes, watch-only addresses, shared accounts'
// definitions) and the secrets they derive from. Strict schema; the keys are re-derived on import and must give the
// stored addresses, as a shared account's members and threshold must give its address.
import { z } from 'zod';
import { accountNameSchema } from '../../../shared/api/keys';
import { addressSchema } from '../../../shared/offline/envelopes';
import { multisigAccountSchema } from '../../../shared/multisig/files';

export const BACKUP_PAYLOAD_FORMAT = 'xyz-wallet/backup';
/** Version 2 adds `shared_accounts`; version 1 files (which have none) are still read. */
export const BACKUP_PAYLOAD_VERSION = 2;

const secretSchema = z.strictObject({
  /** Backup-local id linking accounts to their secret. */
  id: z.string().min(1).max(80),
  kind: z.enum(['mnemonic', 'private_key']),
  /** The normalised mnemonic, or 64 hex chars of the private key. */
  secret: z.string().min(1).max(1000),
});

const accountSchema = z.strictObject({
  /** The same rule as every other way in for a name (no bidi, zero-width or control characters). */
  name: accountNameSchema,
  kind: z.enum(['mnemonic', 'private_key', 'watch_only']),
  address: addressSchema,
  secret_id: z.string().min(1).max(80).nullable(),
  hd_index: z
    .number()
    .int()
    .min(0)
    .max(2 ** 31 - 1)
    .nullable(),
  /** SLIP-44 coin type of the HD path (mnemonic accounts only). */
  coin_type: z
    .number()
    .int()
    .min(0)
    .max(2 ** 31 - 1)
    .nullable(),
});

/** A shared (k-of-n) account: its name here and its definition (threshold and member keys, as on its member card). */
const sharedAccountSchema = z.strictObject({
  name: accountNameSchema,
  account: multisigAccountSchema,
});

export const backupPayloadSchema = z
  .strictObject({
    format: z.literal(BACKUP_PAYLOAD_FORMAT),
    version: z.union([z.literal(1), z.literal(BACKUP_PAYLOAD_VERSION)]),
    created_at: z.iso.datetime({ offset: true }),
    secrets: z.array(secretSchema).max(1000),
    accounts: z.array(accountSchema).max(5000),
    shared_accounts: z.array(sharedAccountSchema).max(500).optional(),
  })
  .superRefine((payload, ctx) => {
    if ((payload.version === 1) !== (payload.shared_accounts === undefined))
      ctx.addIssue({
        code: 'custom',
        path: ['shared_accounts'],
        message: 'Version 2 lists its shared accounts; version 1 has none.',
      });
    const secrets = new Map(payload.secrets.map((s) => [s.id, s.kind]));
    if (secrets.size !== payload.secrets.length)
      ctx.addIssue({ code: 'custom', message: 'Duplicate secret id.' });
    payload.accounts.forEach((account, i) => {
      const wantsSecret = account.kind !== 'watch_only';
      const secretKind = account.secret_id === null ? undefined : secrets.get(account.secret_id);
      const consistent = wantsSecret
        ? secretKind === account.kind &&
          (account.kind === 'mnemonic') === (account.hd_index !== null) &&
          (account.kind === 'mnemonic') === (account.coin_type !== null)
        : account.secret_id === null && account.hd_index === null && account.coin_type === null;
      if (!consistent)
        ctx.addIssue({
          code: 'custom',
          path: ['accounts', i],
          message: 'Account does not match its secret.',
        });
    });
  });

export type BackupPayload = z.infer<typeof backupPayloadSchema>;
export type BackupAccount = BackupPayload['accounts'][number];
export type BackupSharedAccount = NonNullable<BackupPayload['shared_accounts']>[number];
