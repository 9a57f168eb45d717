// Every migration, in order. Each module adds its own file and one line here.
import type { Migration } from 'kysely';
import * as core from './001-core.js';
import * as search from './003-search.js';
import * as glossary from './004-xlang-glossary.js';
import * as isoAttempts from './005-iso-attempts.js';
import * as revokedTokens from './006-guard-revoked-tokens.js';
import * as extractVersion from './007-extract-version.js';
import * as sharedLimits from './009-shared-limits.js';
import * as joinCodes from './008-join-codes.js';
import * as insight from './010-insight.js';

export const migrations: Record<string, Migration> = {
  '001-core': core,
  '003-search': search,
  '004-xlang-glossary': glossary,
  '005-iso-attempts': isoAttempts,
  '006-guard-revoked-tokens': revokedTokens,
  '007-extract-version': extractVersion,
  '008-join-codes': joinCodes,
  '009-shared-limits': sharedLimits,
  '010-insight': insight,
};
