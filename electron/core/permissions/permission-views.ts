// Permissions as a list shows them (pure): each one with its stable id, its assessment and the other side named
// (own account, address book, validator moniker), marked when it is a contract or was never seen in the history.
import { fromBech32, toBech32 } from '@cosmjs/encoding';
import type { PermissionCounterparty, PermissionView } from '../../../shared/api/permissions';
import { fromDialect } from '../../../shared/dialect';
import {
  execKind,
  grantAllowanceKind,
  grantKind,
  revokeAllowanceKind,
  revokeKind,
} from '../../../shared/tx-kinds';
import type { Permission } from './permission-model';
import type { AssessedPermission } from './permissions';

/** The most permissions one side of a list carries (dangerous first; `truncated` says more exist). */
export const MAX_LISTED = 500;

export type NameSource = NonNullable<PermissionCounterparty['source']>;

export interface KnownName {
  name: string;
  source: NameSource;
}

/** What the wallet knows about addresses, to name the other side of a permission. */
export interface CounterpartyFacts {
  nameOf(address: string): KnownName | null;
  isContract(address: string): boolean;
  seenBefore(address: string): boolean;
}

/** Messages that only give, take back or use a permission (canonical type URLs). */
const PERMISSION_MESSAGES: ReadonlySet<string> = new Set(
  [grantKind, revokeKind, grantAllowanceKind, revokeAllowanceKind, execKind].map((k) => k.typeUrl),
);

/**
 * Whether history rows naming an address show the person dealt with it: a row with any message other than giving,
 * taking back or using a permission (the grant itself names its grantee, and must not make a stranger look known).
 */
export function dealtWith(rows: ReadonlyArray<{ messages: readonly unknown[] }>): boolean {
  return rows.some((row) =>
    row.messages.some((m) => {
      const type = typeof m === 'object' && m !== null ? (m as Record<string, unknown>)['@type'] : undefined;
      return typeof type === 'string' && !PERMISSION_MESSAGES.has(fromDialect(type, 'spec'));
    }),
  );
}

/** `kind|granter|grantee|msgTypeUrl` (msgTypeUrl '' for a fee allowance): one row, stable across reads. */
export function permissionId(p: Permission): string {
  return [p.kind, p.granter, p.grantee, p.msgTypeUrl ?? ''].join('|');
}

/** The account address of a validator operator (same key bytes, the account prefix), or null if unreadable. */
export function operatorAccount(operator: string, prefix: string): string | null {
  try {
    return toBech32(prefix, fromBech32(operator, 1023).data);
  } catch {
    return null;
  }
}

/**
 * Names by address: the wallet's own accounts first, then address book contacts, then validators (by the account
 * address behind their operator address). The first name found for an address wins.
 */
export function knownNames(input: {
  accounts: ReadonlyArray<{ address: string; name: string }>;
  contacts: ReadonlyArray<{ address: string; name: string }>;
  validators: ReadonlyArray<{ operatorAddress: string; moniker: string }>;
  prefix: string;
}): Map<string, KnownName> {
  const names = new Map<string, KnownName>();
  const add = (address: string | null, name: string, source: NameSource) => {
    if (address && name && !names.has(address)) names.set(address, { name, source });
  };
  for (const a of input.accounts) add(a.address, a.name, 'account');
  for (const c of input.contacts) add(c.address.trim(), c.name, 'contact');
  for (const v of input.validators)
    add(operatorAccount(v.operatorAddress, input.prefix), v.moniker, 'validator');
  return names;
}

export function toPermissionView(
  assessed: AssessedPermission,
  side: 'given' | 'received',
  facts: CounterpartyFacts,
): PermissionView {
  const p = assessed.permission;
  const address = side === 'given' ? p.grantee : p.granter;
  const known = facts.nameOf(address);
  return {
    ...p,
    id: permissionId(p),
    assessment: assessed.assessment,
    counterparty: {
      address,
      name: known?.name ?? null,
      source: known?.source ?? null,
      isContract: facts.isContract(address),
      seenBefore: facts.seenBefore(address),
    },
  };
}

/** One side of the list: at most MAX_LISTED views, in the assessed (danger-first) order. */
export function sideViews(
  list: readonly AssessedPermission[],
  side: 'given' | 'received',
  facts: CounterpartyFacts,
): { views: PermissionView[]; cut: boolean } {
  return {
    views: list.slice(0, MAX_LISTED).map((a) => toPermissionView(a, side, facts)),
    cut: list.length > MAX_LISTED,
  };
}
