// Pure block-explorer link of a tx from the network profile's optional `explorerTxUrl` template ("…/tx/{hash}").

/** The explorer URL of `hash`, or null when the profile has no template (or it is not an https URL with {hash}). */
export function explorerTxLink(template: string | null | undefined, hash: string): string | null {
  if (!template || !template.includes('{hash}') || !/^https:\/\//i.test(template)) return null;
  if (!/^[0-9a-fA-F]{64}$/.test(hash)) return null;
  return template.split('{hash}').join(hash.toUpperCase());
}
