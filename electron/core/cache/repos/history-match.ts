// Pure translation of a person's search text into an FTS5 match expression over the history index.

/** One word of the search, and the addresses whose contact name or token symbol starts with it. */
export interface SearchTerm {
  text: string;
  addresses: readonly string[];
}

/** Words of the search text: split on anything FTS5's unicode61 tokenizer does not keep in a token. */
export function searchWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .slice(0, 8);
}

const quoted = (text: string) => `"${text.replace(/"/g, '""')}"`;

/**
 * Every word must match (AND): as a prefix of a token in hash, memo or the addresses of the messages, or as one of
 * the addresses its names resolved to. Null when there is nothing to search for.
 */
export function historyMatch(terms: readonly SearchTerm[]): string | null {
  const parts = terms
    .filter((term) => term.text.length > 0)
    .map((term) => {
      const options = [`${quoted(term.text)}*`, ...term.addresses.map((a) => `parties:${quoted(a)}`)];
      return options.length === 1 ? options[0]! : `(${options.join(' OR ')})`;
    });
  return parts.length > 0 ? parts.join(' AND ') : null;
}

/** A name that can stand for an address in a search: a contact's name or a token's symbol or name. */
export interface NamedAddress {
  names: readonly string[];
  address: string;
}

/**
 * Pairs each search word with the addresses whose names have a word starting with it ("rent" finds the contact
 * "Landlord rent"; "hg" finds the token HGEC). Names are resolved here, at query time, so a renamed contact or
 * a token symbol learned later needs no re-indexing (decision 0414).
 */
export function resolveTerms(text: string, named: readonly NamedAddress[]): SearchTerm[] {
  return searchWords(text).map((word) => ({
    text: word,
    addresses: [
      ...new Set(
        named
          .filter((n) => n.names.some((name) => searchWords(name).some((w) => w.startsWith(word))))
          .map((n) => n.address),
      ),
    ],
  }));
}
