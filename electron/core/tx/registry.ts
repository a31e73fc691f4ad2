// A cosmjs Registry that knows every message kind under the profile dialect's type URLs.
// Protobuf bytes are identical in both dialects; only the Any type URLs differ.
import { Registry, type EncodeObject, type GeneratedType } from '@cosmjs/proto-signing';
import { toDialect, type Dialect } from '../../../shared/dialect';
import { MSG_KINDS } from '../../../shared/tx-kinds';
import { kindCodec, type KindWithCodec } from './kind-codecs';

/** Registry keyed by the dialect's type URLs (history aliases are never signed, so they are not registered). */
export function createTxRegistry(dialect: Dialect, kinds: readonly KindWithCodec[] = MSG_KINDS): Registry {
  return new Registry(
    kinds.map((kind) => [toDialect(kind.typeUrl, dialect), kindCodec(kind)] as [string, GeneratedType]),
  );
}

/** Renames a canonical message to the dialect (pure; value untouched). */
export function messageInDialect(message: EncodeObject, dialect: Dialect): EncodeObject {
  return { typeUrl: toDialect(message.typeUrl, dialect), value: message.value };
}
