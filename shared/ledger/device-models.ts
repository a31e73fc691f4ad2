// Key and value sizes (bytes, terminating zero included) each Ledger model reads a screen item through: a value longer
// than the value size minus one is split into pages "[1/n]". Source: github.com/Zondax/ledger-zxlib @ 1d9f0dc
// (app/ui/view_internal.h, MAX_CHARS_PER_KEY_LINE / MAX_CHARS_PER_VALUE1_LINE); 'vectors' is the 40/40 the Cosmos
// app's own UI tests use (cosmos/ledger-cosmos tests/ui_tests.cpp, dumpUI(ctx, 40, 40)).

export interface DeviceModel {
  keySize: number;
  valueSize: number;
}

export const DEVICE_MODELS = {
  nanoS: { keySize: 18, valueSize: 35 },
  nanoSPlus: { keySize: 64, valueSize: 4096 },
  nanoX: { keySize: 64, valueSize: 4096 },
  stax: { keySize: 64, valueSize: 160 },
  flex: { keySize: 64, valueSize: 162 },
  apexP: { keySize: 64, valueSize: 144 },
  vectors: { keySize: 40, valueSize: 40 },
} as const satisfies Record<string, DeviceModel>;

export type DeviceModelName = keyof typeof DEVICE_MODELS;

/** The models a person can pick in the review (product names, not words to translate). */
export const DEVICE_MODEL_CHOICES: ReadonlyArray<{ model: DeviceModelName; name: string }> = [
  { model: 'nanoSPlus', name: 'Nano S Plus / Nano X' },
  { model: 'nanoS', name: 'Nano S' },
  { model: 'stax', name: 'Stax' },
  { model: 'flex', name: 'Flex' },
];
