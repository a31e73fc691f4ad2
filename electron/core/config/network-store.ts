// Network profiles: the devnet default plus validated user profiles; a bad saved config never bricks startup.
import { z } from 'zod';
import {
  networkProfileInputSchema,
  type NetworkProfile,
  type NetworkProfileInput,
} from '../../../shared/api/network';
import type { StartupWarning } from '../../../shared/api/app';
import { WalletError } from '../../../shared/errors';
import { profileTransportProblem } from '../../../shared/network-rules';
import type { KvRepo } from '../cache/repos/kv-types';
import type { NetworksRepo } from '../cache/repos/networks-types';
import type { RawProfileRow } from '../cache/repos/networks-repo';
import { DEVNET_PROFILE, DEVNET_PROFILE_ID } from './devnet-profile';

const ACTIVE_KEY = 'network.activeId';

const storedProfileSchema = networkProfileInputSchema.extend({
  id: z.string().min(1).max(80),
  builtin: z.boolean(),
  isDevnet: z.boolean(),
});

export interface NetworkStore {
  list(): NetworkProfile[];
  active(): NetworkProfile;
  get(id: string): NetworkProfile;
  add(input: NetworkProfileInput): NetworkProfile;
  update(id: string, changes: Partial<NetworkProfileInput>): NetworkProfile;
  /** Returns the active id afterwards. */
  remove(id: string): string;
  select(id: string): NetworkProfile;
  resetDevnet(): NetworkProfile;
  /** Problems found while loading saved profiles (each already repaired). */
  readonly warnings: StartupWarning[];
}

export interface NetworkStoreDeps {
  repo: NetworksRepo & { listRaw(): RawProfileRow[] };
  kv: KvRepo;
  /** In-memory overrides of the devnet profile (tests point it at their devnet's ports). Never saved. */
  devnetOverride?: Partial<NetworkProfile>;
  newId: () => string;
}

function describe(error: z.ZodError): string {
  const issue = error.issues[0];
  return issue ? `${issue.path.join('.') || 'profile'}: ${issue.message}` : 'invalid';
}

export function createNetworkStore(deps: NetworkStoreDeps): NetworkStore {
  const warnings: StartupWarning[] = [];
  const override = deps.devnetOverride ?? {};
  const profiles = new Map<string, NetworkProfile>();

  const devnetWith = (saved: Partial<NetworkProfile>): NetworkProfile => ({
    ...DEVNET_PROFILE,
    ...saved,
    ...override,
    gasPrices: { ...DEVNET_PROFILE.gasPrices, ...saved.gasPrices, ...override.gasPrices },
    id: DEVNET_PROFILE_ID,
    builtin: true,
    isDevnet: true,
  });

  profiles.set(DEVNET_PROFILE_ID, devnetWith({}));
  for (const row of deps.repo.listRaw()) {
    const parsed = storedProfileSchema.safeParse(row.data);
    const transport = parsed.success ? profileTransportProblem(parsed.data) : null;
    if (!parsed.success || transport) {
      // Kept in the file (a later version may read it), not used: the person re-adds it under today's rules.
      warnings.push({
        code: 'network_profile_invalid',
        details: {
          id: row.id,
          problem: parsed.success ? `${transport!.field}: ${transport!.problem}` : describe(parsed.error),
        },
      });
      continue;
    }
    if (row.id === DEVNET_PROFILE_ID) profiles.set(DEVNET_PROFILE_ID, devnetWith(parsed.data));
    else profiles.set(row.id, { ...parsed.data, id: row.id, builtin: false, isDevnet: false });
  }

  let activeId = DEVNET_PROFILE_ID;
  const savedActive = deps.kv.get(ACTIVE_KEY);
  if (typeof savedActive === 'string' && profiles.has(savedActive)) activeId = savedActive;
  else if (savedActive !== undefined && savedActive !== DEVNET_PROFILE_ID) {
    warnings.push({ code: 'active_network_missing' });
    deps.kv.set(ACTIVE_KEY, DEVNET_PROFILE_ID);
  }

  const get = (id: string): NetworkProfile => {
    const profile = profiles.get(id);
    if (!profile) throw new WalletError('not_found', 'No such network profile.', { id });
    return profile;
  };

  const validate = (input: unknown): NetworkProfileInput => {
    const parsed = networkProfileInputSchema.safeParse(input);
    if (!parsed.success)
      throw new WalletError('invalid_config', `Invalid network profile. ${describe(parsed.error)}`);
    const transport = profileTransportProblem(parsed.data);
    if (transport) {
      throw new WalletError(
        'invalid_config',
        `Invalid network profile. ${transport.field}: ${transport.problem}`,
        {
          reason: 'insecure_url',
          field: transport.field,
        },
      );
    }
    return parsed.data;
  };

  const save = (profile: NetworkProfile): NetworkProfile => {
    deps.repo.upsert(profile);
    profiles.set(profile.id, profile);
    return profile;
  };

  return {
    warnings,
    list: () => [...profiles.values()],
    active: () => get(activeId),
    get,
    add(input) {
      const data = validate(input);
      return save({ ...data, id: deps.newId(), builtin: false, isDevnet: false });
    },
    update(id, changes) {
      const current = get(id);
      const { id: _id, builtin, isDevnet, ...editable } = current;
      const data = validate({
        ...editable,
        ...changes,
        gasPrices: { ...editable.gasPrices, ...changes.gasPrices },
      });
      if (isDevnet) {
        deps.repo.upsert({ ...data, id, builtin, isDevnet });
        const merged = devnetWith(data);
        profiles.set(id, merged);
        return merged;
      }
      return save({ ...data, id, builtin, isDevnet });
    },
    remove(id) {
      const profile = get(id);
      if (profile.builtin)
        throw new WalletError('invalid_request', 'The built-in devnet profile cannot be removed.');
      deps.repo.remove(id);
      profiles.delete(id);
      if (activeId === id) {
        activeId = DEVNET_PROFILE_ID;
        deps.kv.set(ACTIVE_KEY, activeId);
      }
      return activeId;
    },
    select(id) {
      const profile = get(id);
      activeId = id;
      deps.kv.set(ACTIVE_KEY, id);
      return profile;
    },
    resetDevnet() {
      deps.repo.remove(DEVNET_PROFILE_ID);
      const fresh = devnetWith({});
      profiles.set(DEVNET_PROFILE_ID, fresh);
      activeId = DEVNET_PROFILE_ID;
      deps.kv.set(ACTIVE_KEY, activeId);
      return fresh;
    },
  };
}
