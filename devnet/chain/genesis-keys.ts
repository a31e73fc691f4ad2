// Well-known devnet keys: deterministic mnemonics (sha256("xyz-devnet/<name>") as BIP39 entropy).
// PUBLIC TEST KEYS ONLY: never fund them on a real network.

export interface DevnetKey {
  readonly name: string;
  readonly mnemonic: string;
  /** Address at m/44'/118'/0'/0/0 with prefix xyz. */
  readonly address: string;
}

export const DEVNET_KEYS = {
  faucet: {
    name: 'faucet',
    mnemonic:
      'require dumb speed bounce direct nest duck wing half keen traffic suit shuffle similar floor book unable tourist embody carpet someone blood skirt animal',
    address: 'xyz1eky0wp54qcecs3dyuy9rhw99krhlegdwcfz7pv',
  },
  'validator-1': {
    name: 'validator-1',
    mnemonic:
      'twelve board long cheap capital grunt like solid shuffle witness night sphere wet loyal fold jaguar intact disease flower eternal elder knock weird confirm',
    address: 'xyz15k4zy82d8e33aw6rt4ygflj63crrmle47xfgnu',
  },
  'validator-2': {
    name: 'validator-2',
    mnemonic:
      'clap sock square rebuild exile mouse bring prepare surprise head want voyage share anxiety ankle tell gown neglect palace neck vendor circle marine install',
    address: 'xyz14sxtkfd6wz2ectk26zd7jrz9w9ghkvmk3dpnrk',
  },
  'validator-3': {
    name: 'validator-3',
    mnemonic:
      'trumpet october scout gold mammal innocent unveil inherit shell pepper dutch cigar hello peanut gate oppose book mountain laptop ozone onion usual fashion worry',
    address: 'xyz1yrkq9hqqmqwetuw6kvz275wresg6mgdl9nt9kc',
  },
  vesting: {
    name: 'vesting',
    mnemonic:
      'brisk buzz tuna embrace hat click step idle thank earn private enter bless first test oblige list relief moon weapon afford flee slice volcano',
    address: 'xyz1jv922p5vktgg8eedmnfj8uwhwc780ggecp6rry',
  },
  alice: {
    name: 'alice',
    mnemonic:
      'pioneer devote garment banana mercy marble charge tiny vital couple excess around plate feel limb method board convince provide menu trust innocent ask found',
    address: 'xyz1239cv0zp5n9lnhzkn4lyycrwtymx0ydxpvhj8n',
  },
  bob: {
    name: 'bob',
    mnemonic:
      'regular speak aisle recipe paper palm clap actress cheese account decrease absurd depart humor wrist identify host remind dynamic nerve slot barrel poem fish',
    address: 'xyz17ggef6kfx9ja2rtcrl4nukyqynn4q6qqyqt64h',
  },
  carol: {
    name: 'carol',
    mnemonic:
      'select example return reopen sweet scan issue edit balcony security honey venture fringe lunch either ask wise exact girl pig wheel flower stem fit',
    address: 'xyz14tycucsdv8k8at3dlknzecm9fpf5h6kmg2fpe4',
  },
  dave: {
    name: 'dave',
    mnemonic:
      'lake bless right address arrive august video misery shock echo plunge hamster green hurdle slender coyote admit measure bring twelve also then ginger shiver',
    address: 'xyz1csx6vr8rknd9y5tqv9kww24l89h276k46mxnjg',
  },
  erin: {
    name: 'erin',
    mnemonic:
      'auto now intact boat february unusual broccoli flat barely metal sport axis argue famous jaguar develop team combine circle hamster snake ball hood vital',
    address: 'xyz1uu8vqptgt0l9rqtehds2g8fyv5jplsm8z0dxjy',
  },
  seeder: {
    name: 'seeder',
    mnemonic:
      'damage fatigue group venture crime exotic enroll dust globe tonight season call exclude laugh fish economy million sunny canvas rebel hunt involve awesome grief',
    address: 'xyz10gwt7fp4x56ht4a7edztfshsx04ahy8z0mml7w',
  },
} as const satisfies Record<string, DevnetKey>;

export type DevnetKeyName = keyof typeof DEVNET_KEYS;
