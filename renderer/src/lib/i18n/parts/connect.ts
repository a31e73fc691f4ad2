// Words of connecting to apps (issue 32): signed messages and app requests in the approval window, English and German.
// Imported, it registers them into t()'s table.
import { registerWords } from '../index';

const en = {
  'connect.message': 'Message',
  'connect.messageBytes': 'Message (not text, shown as base64)',
  'connect.signer': 'Signing account',
  'connect.app': 'App',
  'connect.messageNote':
    'This proves you hold this account. It is not a transaction and moves nothing, but sign only what you expect.',
};

const de: typeof en = {
  'connect.message': 'Nachricht',
  'connect.messageBytes': 'Nachricht (kein Text, als Base64 gezeigt)',
  'connect.signer': 'Signierendes Konto',
  'connect.app': 'App',
  'connect.messageNote':
    'Damit beweisen Sie, dass Sie dieses Konto besitzen. Es ist keine Transaktion und bewegt nichts, aber signieren Sie nur, was Sie erwarten.',
};

export const connectWords = registerWords(en, de);
