// An app's sign request in the approval surface's words: its balance preview worded as the wallet's own reviews are,
// the fee it pays, and the permissions it grants as the Permissions screen's sentences. Pure apart from t().
import type { AppSignReview } from '../../../shared/api/connect';
import type { Permission, PermissionView } from '../../../shared/api/permissions';
import { BASE_DENOM } from '../../../shared/chain';
import { t } from '../lib/i18n';
import '../lib/i18n/parts/permissions';
import { previewLines, type PreviewLine } from '../lib/balance-preview';
import { permissionRows, rowSentence } from '../screens/permissions/permission-words';

/** The uxyz the signer pays in fees (the base-denom coins of the request's fee). */
export function appFeeUxyz(review: Pick<AppSignReview, 'summary'>): bigint {
  return review.summary.fee
    .filter((coin) => coin.denom === BASE_DENOM)
    .reduce((sum, coin) => sum + BigInt(coin.amount), 0n);
}

/** The preview lines ("You send 0.001 XYZ + 0.005 XYZ fee"), or null when the simulation did not run. */
export function appPreviewLines(review: AppSignReview): PreviewLine[] | null {
  if (review.balanceChanges === null) return null;
  const fee = appFeeUxyz(review);
  const native = review.balanceChanges.find((c) => 'denom' in c && c.denom === BASE_DENOM);
  const total = native && BigInt(native.delta) < 0n ? -BigInt(native.delta) : fee;
  const spend = total > fee ? total - fee : 0n;
  return previewLines(
    {
      balanceChanges: review.balanceChanges,
      fee: { denom: BASE_DENOM, amount: fee.toString() },
      spend: spend.toString(),
      total: (spend + fee).toString(),
    },
    new Map(),
  );
}

const NO_NAMES = { validator: () => null };

/** A grant read from the request as the row it would make (not yet on chain: nothing flagged, nobody named). */
function asView(permission: Permission, index: number): PermissionView {
  return {
    ...permission,
    id: `app-grant-${index}`,
    assessment: { level: 'none', reasons: [] },
    counterparty: {
      address: permission.grantee,
      name: null,
      source: null,
      isContract: false,
      seenBefore: true,
    },
  };
}

/** "After this, xyz1… may send up to 2 XYZ from this account, to anyone, until Mar 1, 2027." — one per row. */
export function grantLines(grants: readonly Permission[]): string[] {
  return permissionRows(grants.map(asView)).map((row) =>
    t('perm.review.grant', { sentence: rowSentence(row, 'given', NO_NAMES) }),
  );
}
