// Words of connecting to apps (issue 32): signed messages and app requests in the approval window, English and German.
// Imported, it registers them into t()'s table.
import { registerWords } from '../index';

const en = {
  'connect.message': 'Message',
  'connect.messageBytes': 'Message (not text, shown as base64)',
  'connect.signer': 'Signing account',
  'connect.app': 'App',
  'connect.methods': 'It may ask',
  'connect.pickAccounts': 'Accounts this app may see',
  'connect.flag.plain_http':
    'This app uses plain http: anyone on the network path could change what it asks.',
  'connect.flag.new_app': 'You have not connected this app before.',
  'connect.flag.look_alike':
    'This address looks like {other}, an app you connected before. Check it letter by letter.',
  'connect.signNote': 'The app receives the signature; this wallet does not broadcast it.',
  'connect.messageNote':
    'This proves you hold this account. It is not a transaction and moves nothing, but sign only what you expect.',
};

const de: typeof en = {
  'connect.message': 'Nachricht',
  'connect.messageBytes': 'Nachricht (kein Text, als Base64 gezeigt)',
  'connect.signer': 'Signierendes Konto',
  'connect.app': 'App',
  'connect.methods': 'Sie darf anfragen',
  'connect.pickAccounts': 'Konten, die diese App sehen darf',
  'connect.flag.plain_http':
    'Diese App nutzt unverschlüsseltes http: jeder auf dem Netzwerkweg könnte ändern, was sie anfragt.',
  'connect.flag.new_app': 'Sie haben diese App noch nie verbunden.',
  'connect.flag.look_alike':
    'Diese Adresse ähnelt {other}, einer App, die Sie schon verbunden haben. Prüfen Sie sie Zeichen für Zeichen.',
  'connect.signNote': 'Die App erhält die Signatur; diese Wallet sendet sie nicht selbst.',
  'connect.messageNote':
    'Damit beweisen Sie, dass Sie dieses Konto besitzen. Es ist keine Transaktion und bewegt nichts, aber signieren Sie nur, was Sie erwarten.',
};

export const connectWords = registerWords(en, de);
