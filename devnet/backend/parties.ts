// Pure derivation of who a tx concerns (for B4 history) and in which direction, from its events and messages.
import type { TxRecord } from '../chain/types';
import { attributes } from './events';
import { isMsgType, txMessages } from './tx-json';

export type Direction = 'in' | 'out' | 'self';

/**
 * Addresses a tx concerns with their direction:
 * - senders: `message.sender` and `transfer.sender` (the signer pays the fee, so always a sender);
 * - recipients: `transfer.recipient`, and the `to`/`recipient` of CW20 transfers in `wasm` events.
 * Direction: only a recipient -> "in"; a sender -> "out", except "self" when the sender is also a
 * recipient and every bank MsgSend of the tx is addressed to itself.
 */
export function txParties(tx: TxRecord): Map<string, Direction> {
  const senders = new Set<string>();
  const recipients = new Set<string>();
  for (const event of tx.events) {
    const attrs = attributes(event);
    for (const a of event.attributes) {
      if (event.type === 'message' && a.key === 'sender') senders.add(a.value);
      if (event.type === 'transfer' && a.key === 'sender') senders.add(a.value);
      if (event.type === 'transfer' && a.key === 'recipient') recipients.add(a.value);
    }
    if (event.type === 'wasm' || event.type.startsWith('wasm-')) {
      const to = attrs.get('to') ?? attrs.get('recipient');
      if (
        to &&
        (attrs.get('action') === 'transfer' ||
          attrs.get('action') === 'send' ||
          attrs.get('action') === 'mint')
      ) {
        recipients.add(to);
      }
    }
  }
  const sends = txMessages(tx.txJson).filter((m) => isMsgType(m, 'MsgSend'));
  const parties = new Map<string, Direction>();
  for (const address of senders) {
    const selfSend =
      recipients.has(address) &&
      sends.length > 0 &&
      sends.every((m) => m.from_address === address && m.to_address === address);
    parties.set(address, selfSend ? 'self' : 'out');
  }
  for (const address of recipients) if (!parties.has(address)) parties.set(address, 'in');
  return parties;
}
