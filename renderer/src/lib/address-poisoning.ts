// Address poisoning: the rule lives in shared/ (the CLI warns by it too); re-exported for the renderer's imports.
export * from '../../../shared/address-poisoning';
