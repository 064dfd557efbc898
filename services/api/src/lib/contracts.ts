/**
 * Runtime access to @academy/contracts.
 *
 * The contracts package is TypeScript without `"type": "module"`, so under tsx Node loads it
 * as CommonJS and an ESM `import { x } from '@academy/contracts'` finds no named exports
 * (only `default`). Values therefore come through this module; types can still be imported
 * straight from '@academy/contracts' with `import type`.
 */
import * as contractsModule from '@academy/contracts';

type Contracts = typeof contractsModule;
const loaded = contractsModule as Contracts & { default?: Contracts };

export const contracts: Contracts = loaded.default ?? loaded;
