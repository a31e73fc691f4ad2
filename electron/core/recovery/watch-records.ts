// Calls `onChange` after every write to the records repositories the encrypted copy holds (kv, network profiles,
// address book), so the copy follows them without each store knowing about it.
import type { AddressBookRepo } from '../cache/repos/addressbook-types';
import type { KvRepo } from '../cache/repos/kv-types';
import type { NetworksRepo } from '../cache/repos/networks-types';

interface WatchedRepos {
  kv: KvRepo;
  networks: NetworksRepo;
  addressBook: AddressBookRepo;
}

/** Returns the same repositories with their writing methods followed by `onChange`. Reads are untouched. */
export function watchRecordWrites<R extends WatchedRepos>(repos: R, onChange: () => void): R {
  const after =
    <A extends unknown[], T>(fn: (...args: A) => T) =>
    (...args: A): T => {
      const result = fn(...args);
      onChange();
      return result;
    };
  return {
    ...repos,
    kv: { ...repos.kv, set: after(repos.kv.set), delete: after(repos.kv.delete) },
    networks: {
      ...repos.networks,
      upsert: after(repos.networks.upsert),
      remove: after(repos.networks.remove),
    },
    addressBook: {
      ...repos.addressBook,
      insert: after(repos.addressBook.insert),
      update: after(repos.addressBook.update),
      remove: after(repos.addressBook.remove),
    },
  };
}
