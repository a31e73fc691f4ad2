// Amino JSON form of the wallet's messages, from each kind's descriptor, with the profile dialect's amino type names.
import type { AminoMsg } from '@cosmjs/amino';
import type { EncodeObject } from '@cosmjs/proto-signing';
import { toDialect, type Dialect } from '../../../shared/dialect';
import { KINDS, type KindBook } from '../../../shared/tx-kinds';

/** Canonical message -> amino message in `dialect`. Throws for a kind the wallet does not sign. */
export function toAminoMsg(message: EncodeObject, dialect: Dialect, book: KindBook = KINDS): AminoMsg {
  const kind = book.byTypeUrl(message.typeUrl);
  if (!kind || kind.typeUrl !== message.typeUrl) throw new Error(`no amino converter for ${message.typeUrl}`);
  return { type: toDialect(kind.aminoType, dialect), value: kind.toAmino(message.value) };
}
