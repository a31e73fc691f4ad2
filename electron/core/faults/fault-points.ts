// Named points of the send, tracking and history paths where a crash test may stop the process (decision 0209).
// The core only calls the hook it is given; the default does nothing. Test hosts pass a hook that kills the process.

export type FaultPoint =
  /** tx/confirm: the review is taken, nothing is signed yet. */
  | 'confirm:before-sign'
  /** Signed bytes exist in memory, no pending row yet. */
  | 'submit:before-row'
  /** The pending row ('broadcasting') is written, the broadcast has not started. */
  | 'submit:before-broadcast'
  /** The node answered the broadcast; the outcome is not recorded yet. */
  | 'submit:after-broadcast'
  /** The outcome is recorded; the tracker has not started. */
  | 'submit:after-outcome'
  /** The tracker is about to ask the node for the tx by hash (fast phase). */
  | 'track:poll'
  /** The tx was found in a block; its result is not recorded yet. */
  | 'track:before-final'
  /** Settling an open row: the identical bytes are about to be sent again. */
  | 'settle:before-rebroadcast'
  /** Settling an open row: the node answered the rebroadcast; nothing recorded yet. */
  | 'settle:after-rebroadcast'
  /** History sync: inside the transaction that stores a batch of pages and the cursor, before it commits. */
  | 'history:in-page-commit'
  /** History sync: a batch of pages is committed. */
  | 'history:after-page-commit';

export type FaultHook = (point: FaultPoint) => void;

/** The production hook: nothing happens at any point. */
export const noFaults: FaultHook = () => undefined;
