// The keys of every words part, as types only: t()'s MessageKey covers them without the first screen loading a part.
import type { aboutWords } from './about';
import type { approvalWords } from './approval';
import type { chartsWords } from './charts';
import type { connectWords } from './connect';
import type { csvWords } from './csv';
import type { govWords } from './gov';
import type { historyWords } from './history';
import type { ledgerWords } from './ledger';
import type { multisigWords } from './multisig';
import type { offlineWords } from './offline';
import type { permissionsWords } from './permissions';
import type { scannerWords } from './scanner';
import type { onboardingWords } from './onboarding';
import type { sendWords } from './send';
import type { settingsWords } from './settings';
import type { stakeWords } from './stake';
import type { startupWords } from './startup';
import type { tokensWords } from './tokens';
import type { txWords } from './tx';
import type { updateWords } from './update';

type KeysOf<Part extends { en: object }> = keyof Part['en'];

export type PartMessageKey =
  | KeysOf<typeof aboutWords>
  | KeysOf<typeof approvalWords>
  | KeysOf<typeof chartsWords>
  | KeysOf<typeof connectWords>
  | KeysOf<typeof csvWords>
  | KeysOf<typeof govWords>
  | KeysOf<typeof historyWords>
  | KeysOf<typeof ledgerWords>
  | KeysOf<typeof multisigWords>
  | KeysOf<typeof offlineWords>
  | KeysOf<typeof permissionsWords>
  | KeysOf<typeof scannerWords>
  | KeysOf<typeof onboardingWords>
  | KeysOf<typeof sendWords>
  | KeysOf<typeof settingsWords>
  | KeysOf<typeof stakeWords>
  | KeysOf<typeof startupWords>
  | KeysOf<typeof tokensWords>
  | KeysOf<typeof txWords>
  | KeysOf<typeof updateWords>;
