// Pure wording of a review's balance changes: "You send 10 XYZ + 0.005 XYZ fee", "You receive ≈16,485 HGEC".
import type { TxPreviewMismatch, TxReview } from '../../../shared/api/tx';
import { BASE_DENOM, DECIMALS, DISPLAY_DENOM } from '../../../shared/chain';
import { t } from './i18n';
import './i18n/parts/send';
import { localAmount, shortAddress } from './money';
import type { TokenName } from './row-names';

/** One line of the preview; `tone` colours it (out = spent, in = received, fee = the network's cut). */
export interface PreviewLine {
  tone: 'out' | 'in' | 'fee';
  text: string;
}

type Asset = { denom: string } | { token: string };

/** "1.5 HGEC" for an amount of an asset (base units), with the token's symbol and decimals when known. */
export function assetAmount(
  asset: { denom: string } | { token: string },
  base: bigint,
  tokens: ReadonlyMap<string, TokenName>,
): string {
  if ('denom' in asset) {
    return asset.denom === BASE_DENOM
      ? `${localAmount(base, DECIMALS)} ${DISPLAY_DENOM}`
      : `${localAmount(base, 0)} ${asset.denom}`;
  }
  const name = tokens.get(asset.token);
  return `${localAmount(base, name?.decimals ?? DECIMALS)} ${name?.symbol ?? shortAddress(asset.token)}`;
}

/**
 * The lines a person reads: for XYZ the amount sent (or received) apart from the fee, and the fee; for each token what
 * goes out or comes in. What comes in is marked "≈": it depends on the chain's state when the tx is included.
 */
export function previewLines(
  review: Pick<TxReview, 'balanceChanges' | 'fee' | 'spend' | 'total'>,
  tokens: ReadonlyMap<string, TokenName>,
): PreviewLine[] {
  // The fee this account pays: none when another account's fee allowance pays it (the total is then the spend alone).
  const fee =
    typeof review.total === 'string' && review.total === review.spend ? 0n : BigInt(review.fee.amount);
  const lines: PreviewLine[] = [];
  const native = review.balanceChanges.find((c) => 'denom' in c && c.denom === BASE_DENOM);
  const withoutFee = (native ? BigInt(native.delta) : -fee) + fee;
  const xyz = (base: bigint) => assetAmount({ denom: BASE_DENOM }, base, tokens);
  if (withoutFee < 0n)
    lines.push({ tone: 'out', text: t('preview.sendWithFee', { amount: xyz(-withoutFee), fee: xyz(fee) }) });
  else {
    if (withoutFee > 0n) lines.push({ tone: 'in', text: t('preview.receive', { amount: xyz(withoutFee) }) });
    if (fee > 0n) lines.push({ tone: 'fee', text: t('preview.fee', { fee: xyz(fee) }) });
  }
  for (const change of review.balanceChanges) {
    if ('denom' in change && change.denom === BASE_DENOM) continue;
    const delta = BigInt(change.delta);
    const asset: Asset = 'denom' in change ? { denom: change.denom } : { token: change.token };
    const amount = assetAmount(asset, delta < 0n ? -delta : delta, tokens);
    lines.push(
      delta < 0n
        ? { tone: 'out', text: t('preview.send', { amount }) }
        : { tone: 'in', text: t('preview.receive', { amount }) },
    );
  }
  return lines;
}

/** The sentence warning that the simulation disagrees with the form. */
export function mismatchText(m: TxPreviewMismatch, tokens: ReadonlyMap<string, TokenName>): string {
  const amount = (base: string) => {
    const value = BigInt(base);
    return `${value < 0n ? '−' : '+'}${assetAmount(m.asset, value < 0n ? -value : value, tokens)}`;
  };
  return t(`preview.${m.code}`, { expected: amount(m.expected), simulated: amount(m.simulated) });
}
