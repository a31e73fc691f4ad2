// Address book rows: named recipients, ordered by name.
import type Database from 'better-sqlite3';
import type { AddressBookEntry } from '../../../../shared/api/addressbook';
import type { AddressBookRepo } from './addressbook-types';

interface EntryRecord {
  id: string;
  name: string;
  address: string;
  memo: string;
  created_at: number;
  updated_at: number;
}

function toEntry(row: EntryRecord): AddressBookEntry {
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    memo: row.memo,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function createAddressBookRepo(db: Database.Database): AddressBookRepo {
  const list = db.prepare<[], EntryRecord>('SELECT * FROM address_book ORDER BY name COLLATE NOCASE, id');
  const get = db.prepare<[string], EntryRecord>('SELECT * FROM address_book WHERE id = ?');
  const insert = db.prepare(
    `INSERT INTO address_book (id, name, address, memo, created_at, updated_at)
     VALUES (@id, @name, @address, @memo, @createdAt, @updatedAt)`,
  );
  const update = db.prepare(
    'UPDATE address_book SET name = @name, address = @address, memo = @memo, updated_at = @updatedAt WHERE id = @id',
  );
  const remove = db.prepare<[string]>('DELETE FROM address_book WHERE id = ?');
  return {
    list: () => list.all().map(toEntry),
    get: (id) => {
      const row = get.get(id);
      return row ? toEntry(row) : null;
    },
    insert: (entry) => void insert.run(entry),
    update: (entry) => void update.run(entry),
    remove: (id) => remove.run(id).changes > 0,
  };
}
