/**
 * This package's version (package.json; a test keeps them equal). The copy the shell provides is the
 * one every remote runs on, so the shell compares it with each remote's declared range (docs/adr/0017).
 * Semver: CHANGELOG.md says what each version added, changed or removed.
 */
export const SHARED_CONTRACTS_VERSION = '2.2.0';
