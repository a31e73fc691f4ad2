// An account's permissions both ways, read from the chain and assessed: what others may do with it (given) and what
// it may do for others (received), authz grants and fee allowances together, dangerous ones first.
import type { PermissionReads } from './permission-reads';
import { allowancePermission, grantPermission, type Permission } from './permission-model';
import { assessPermission, byDanger, type Assessment, type DangerOptions } from './danger';

export interface AssessedPermission {
  permission: Permission;
  assessment: Assessment;
}

export interface AccountPermissions {
  /** Permissions this account gave: others may act with its funds or pay from it. */
  given: AssessedPermission[];
  /** Permissions others gave this account. */
  received: AssessedPermission[];
  /** Whether any permission it gave is flagged (the dashboard notice). */
  flagged: boolean;
  /** Whether the chain holds more than was read (a flood of grants): the lists are the first pages. */
  truncated: boolean;
}

/** Assesses and orders permissions (pure). A permission whose expiry has passed is left out: it no longer works. */
export function assessPermissions(
  given: readonly Permission[],
  received: readonly Permission[],
  opts: DangerOptions,
): Omit<AccountPermissions, 'truncated'> {
  const live = (p: Permission) => p.expiration === null || Date.parse(p.expiration) > opts.now.getTime();
  const assess = (list: readonly Permission[]) =>
    list
      .filter(live)
      .map((permission) => ({ permission, assessment: assessPermission(permission, opts) }))
      .sort(byDanger);
  const givenAssessed = assess(given);
  return {
    given: givenAssessed,
    received: assess(received),
    flagged: givenAssessed.some((p) => p.assessment.level !== 'none'),
  };
}

/** Reads `address`'s grants and fee allowances both ways and assesses them. */
export async function loadAccountPermissions(
  reads: PermissionReads,
  address: string,
  opts: DangerOptions,
): Promise<AccountPermissions> {
  const [grantsGiven, grantsReceived, allowancesGiven, allowancesReceived] = await Promise.all([
    reads.grantsGiven(address),
    reads.grantsReceived(address),
    reads.allowancesGiven(address),
    reads.allowancesReceived(address),
  ]);
  // A node answers what it likes: only entries naming this account on the asked side are kept.
  const given = [
    ...grantsGiven.items.map(grantPermission),
    ...allowancesGiven.items.map(allowancePermission),
  ];
  const received = [
    ...grantsReceived.items.map(grantPermission),
    ...allowancesReceived.items.map(allowancePermission),
  ];
  const truncated = [grantsGiven, grantsReceived, allowancesGiven, allowancesReceived].some(
    (l) => l.truncated,
  );
  return {
    ...assessPermissions(
      given.filter((p) => p.granter === address),
      received.filter((p) => p.grantee === address),
      opts,
    ),
    truncated,
  };
}

/** How many permissions `address` gave are flagged (the dashboard notice): reads only the given side. */
export async function loadFlaggedCount(
  reads: PermissionReads,
  address: string,
  opts: DangerOptions,
): Promise<{ flagged: boolean; count: number }> {
  const [grants, allowances] = await Promise.all([
    reads.grantsGiven(address),
    reads.allowancesGiven(address),
  ]);
  const given = [...grants.items.map(grantPermission), ...allowances.items.map(allowancePermission)].filter(
    (p) => p.granter === address,
  );
  const count = assessPermissions(given, [], opts).given.filter((p) => p.assessment.level !== 'none').length;
  return { flagged: count > 0, count };
}
