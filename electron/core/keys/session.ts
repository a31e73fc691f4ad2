// Lock state: the unlocked session (derived key in memory), idle auto-lock driven by the injected clock.
import type { EventName, EventPayload, LockReason } from '../../../shared/api/events';
import type { VaultHeader } from './vault';

export interface UnlockedSession {
  key: Buffer;
  header: VaultHeader;
  /** Increases on every lock, so signers made before a lock stop working. */
  epoch: number;
}

export interface SessionDeps {
  clock: () => number;
  /** Minutes of inactivity before auto-lock; 0 = never. Read on every check. */
  autoLockMinutes: () => number;
  emit: <E extends EventName>(event: E, payload: EventPayload<E>) => void;
  /** Called on lock so caches of derived keys are wiped. */
  onLock: () => void;
}

export function createSession(deps: SessionDeps) {
  let session: UnlockedSession | null = null;
  let epoch = 0;
  let lastActivity = deps.clock();

  const idleLimitMs = () => deps.autoLockMinutes() * 60_000;

  function lock(reason: LockReason): void {
    if (!session) return;
    session.key.fill(0);
    session = null;
    epoch += 1;
    deps.onLock();
    deps.emit('lock/changed', { locked: true, reason });
  }

  /** Locks when the idle limit has passed. Returns whether the wallet is (now) locked. */
  function checkIdle(): boolean {
    if (session && idleLimitMs() > 0 && deps.clock() - lastActivity >= idleLimitMs()) lock('idle');
    return session === null;
  }

  return {
    lock,
    checkIdle,
    /** The live session, or null when locked (auto-lock is applied first). */
    current(): UnlockedSession | null {
      checkIdle();
      return session;
    },
    start(key: Buffer, header: VaultHeader, reason: LockReason = 'unlock'): UnlockedSession {
      const wasLocked = session === null;
      if (session && session.key !== key) session.key.fill(0);
      session = { key, header, epoch };
      lastActivity = deps.clock();
      if (wasLocked) deps.emit('lock/changed', { locked: false, reason });
      return session;
    },
    /** Records user activity (resets the idle timer) unless already locked. */
    touch(): void {
      if (!checkIdle()) lastActivity = deps.clock();
    },
    /** Milliseconds until auto-lock, or null when locked or auto-lock is off. */
    lockInMs(): number | null {
      if (checkIdle() || idleLimitMs() === 0) return null;
      return Math.max(0, lastActivity + idleLimitMs() - deps.clock());
    },
    epoch: () => epoch,
  };
}

export type Session = ReturnType<typeof createSession>;
