// The plaintext inside an encrypted backup: every account (names, HD indexes, watch-only addresses) and the
// secrets they derive from. Strict schema; the keys are re-derived on import and must give the stored addresses.
import { z } from 'zod';
import { accountNameSchema } from '../../../shared/api/keys';
import { addressSchema } from '../../../shared/offline/envelopes';

export const BACKUP_PAYLOAD_FORMAT = 'xyz-wallet/backup';
export const BACKUP_PAYLOAD_VERSION = 1;

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

export const backupPayloadSchema = z
  .strictObject({
    format: z.literal(BACKUP_PAYLOAD_FORMAT),
    version: z.literal(BACKUP_PAYLOAD_VERSION),
    created_at: z.iso.datetime({ offset: true }),
    secrets: z.array(secretSchema).max(1000),
    accounts: z.array(accountSchema).max(5000),
  })
  .superRefine((payload, ctx) => {
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
