// Words of the QR scanner (camera, progress, problems), English and German. Imported, it registers them into t()'s
// table; every file that uses one of its keys imports it.
import { registerWords } from '../index';

const en = {
  'scanner.scan': 'Scan QR',
  'scanner.title': 'Scan with the camera',
  'scanner.hintFrames':
    'Hold the QR code of the other screen in front of the camera. Parts can come in any order.',
  'scanner.hintCode': 'Hold the QR code in front of the camera.',
  'scanner.camera': 'Camera',
  'scanner.starting': 'Starting the camera…',
  'scanner.looking': 'Looking for a QR code…',
  'scanner.parts': '{have} of {total} parts',
  'scanner.partsLabel': 'Parts read',
  'scanner.restarted': 'These parts belong to another transaction: starting again with it.',
  'scanner.checksum': 'The parts did not add up (a part was misread): reading them again.',
  'scanner.notFrame': 'This QR code is not part of an XYZ Wallet transaction.',
  'scanner.tooLarge': 'This QR code announces more data than the wallet accepts.',
  'scanner.notAccepted': 'This QR code is not what this field takes.',
  'scanner.denied':
    'The camera is not allowed. Allow camera access for XYZ Wallet in your system settings, or use a file instead.',
  'scanner.noCamera': 'No camera was found. Connect one, or use a file instead.',
  'scanner.busy': 'The camera is in use by another program. Close it and try again, or use a file instead.',
  'scanner.unsupported': 'This window cannot use a camera. Use a file instead.',
  'scanner.noDecoder': 'This build of the wallet cannot read QR codes yet. Use a file instead.',
  'scanner.failed': 'The camera could not be started. Try again, or use a file instead.',
  'scanner.retry': 'Try again',
  'scanner.useFile': 'Use a file instead',
  'scanner.close': 'Close',
};

const de: Record<keyof typeof en, string> = {
  'scanner.scan': 'QR scannen',
  'scanner.title': 'Mit der Kamera scannen',
  'scanner.hintFrames':
    'Halten Sie den QR-Code des anderen Bildschirms vor die Kamera. Die Teile dürfen in beliebiger Reihenfolge kommen.',
  'scanner.hintCode': 'Halten Sie den QR-Code vor die Kamera.',
  'scanner.camera': 'Kamera',
  'scanner.starting': 'Kamera wird gestartet…',
  'scanner.looking': 'Suche nach einem QR-Code…',
  'scanner.parts': '{have} von {total} Teilen',
  'scanner.partsLabel': 'Gelesene Teile',
  'scanner.restarted': 'Diese Teile gehören zu einer anderen Transaktion: Es wird mit ihr neu begonnen.',
  'scanner.checksum':
    'Die Teile passen nicht zusammen (ein Teil wurde falsch gelesen): Sie werden erneut gelesen.',
  'scanner.notFrame': 'Dieser QR-Code ist kein Teil einer XYZ-Wallet-Transaktion.',
  'scanner.tooLarge': 'Dieser QR-Code kündigt mehr Daten an, als die Wallet annimmt.',
  'scanner.notAccepted': 'Dieser QR-Code passt nicht in dieses Feld.',
  'scanner.denied':
    'Die Kamera ist nicht erlaubt. Erlauben Sie XYZ Wallet den Kamerazugriff in den Systemeinstellungen, oder nehmen Sie eine Datei.',
  'scanner.noCamera': 'Keine Kamera gefunden. Schließen Sie eine an, oder nehmen Sie eine Datei.',
  'scanner.busy':
    'Die Kamera wird von einem anderen Programm benutzt. Schließen Sie es und versuchen Sie es erneut, oder nehmen Sie eine Datei.',
  'scanner.unsupported': 'Dieses Fenster kann keine Kamera benutzen. Nehmen Sie eine Datei.',
  'scanner.noDecoder': 'Diese Version der Wallet kann noch keine QR-Codes lesen. Nehmen Sie eine Datei.',
  'scanner.failed':
    'Die Kamera konnte nicht gestartet werden. Versuchen Sie es erneut, oder nehmen Sie eine Datei.',
  'scanner.retry': 'Erneut versuchen',
  'scanner.useFile': 'Stattdessen eine Datei nehmen',
  'scanner.close': 'Schließen',
};

export const scannerWords = registerWords(en, de);
