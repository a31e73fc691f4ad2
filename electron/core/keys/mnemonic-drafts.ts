// Generated recovery phrases waiting for their confirmation: forgotten when confirmed, on every lock, and when their
// 15 minutes end (a timer per draft, plus a sweep on every access for clocks that jump), never kept longer (#27).
import { WalletError } from '../../../shared/errors';
import { newId, type KeyState } from './key-state';
import { generateMnemonic, normalizeMnemonic, pickConfirmIndices } from './mnemonic';

/** A generated mnemonic waits this long for its confirmation. */
export const MNEMONIC_DRAFT_TTL_MS = 15 * 60_000;
/** Words the user types back to confirm a new phrase. */
const CONFIRM_WORDS = 3;

interface Draft {
  mnemonic: string;
  indices: number[];
  expiresAt: number;
  timer: ReturnType<typeof setTimeout>;
}

export function createMnemonicDrafts(state: Pick<KeyState, 'deps' | 'lockHooks'>) {
  const drafts = new Map<string, Draft>();
  const forget = (id: string) => {
    const draft = drafts.get(id);
    if (!draft) return;
    clearTimeout(draft.timer);
    drafts.delete(id);
  };
  const sweep = (now: number) => {
    for (const [id, draft] of drafts) if (draft.expiresAt <= now) forget(id);
  };
  state.lockHooks.push(() => {
    for (const id of [...drafts.keys()]) forget(id);
  });

  return {
    /** A new phrase and the positions of the words the person must type back. */
    generate() {
      const now = state.deps.clock();
      sweep(now);
      const mnemonic = generateMnemonic();
      const draftId = newId();
      const indices = pickConfirmIndices(24, CONFIRM_WORDS);
      const timer = setTimeout(() => forget(draftId), MNEMONIC_DRAFT_TTL_MS);
      timer.unref?.();
      drafts.set(draftId, { mnemonic, indices, expiresAt: now + MNEMONIC_DRAFT_TTL_MS, timer });
      return { draftId, mnemonic, confirmIndices: indices };
    },

    /** The phrase of a draft whose confirmation words match; `expired` or `invalid_mnemonic` otherwise. */
    confirmed(draftId: string, confirmWords: readonly string[]): string {
      sweep(state.deps.clock());
      const draft = drafts.get(draftId);
      if (!draft) {
        throw new WalletError('expired', 'This recovery phrase is no longer available. Generate a new one.');
      }
      const words = draft.mnemonic.split(' ');
      const expected = draft.indices.map((i) => words[i]);
      const given = confirmWords.map((w) => normalizeMnemonic(w));
      if (given.length !== expected.length || given.some((w, i) => w !== expected[i])) {
        throw new WalletError(
          'invalid_mnemonic',
          'The confirmation words do not match the recovery phrase.',
          {
            positions: draft.indices.map((i) => i + 1),
          },
        );
      }
      return draft.mnemonic;
    },

    forget,

    /** How many generated phrases wait for their confirmation. */
    count: () => drafts.size,
  };
}
