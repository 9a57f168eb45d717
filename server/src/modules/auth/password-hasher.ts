// Argon2id password hashing (issue 2: never a fast hash, never returned).
import { hash, verify, type Algorithm } from '@node-rs/argon2';

export interface HashCost {
  /** KiB of memory per hash. */
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

/** RFC 9106 second recommended option (64 MiB, 3 passes): about 150 ms on one core. */
export const STRONG_HASH_COST: HashCost = { memoryCost: 65_536, timeCost: 3, parallelism: 1 };

/** Only for test suites that create hundreds of accounts; never used by main.ts. */
export const FAST_TEST_HASH_COST: HashCost = { memoryCost: 1024, timeCost: 1, parallelism: 1 };

// A const enum from a .d.ts cannot be read under isolatedModules; 2 is Argon2id.
const ARGON2ID = 2 as Algorithm;

export class PasswordHasher {
  /** Compared against when the email is unknown, so both cases take the same time. */
  private dummyHash: Promise<string> | undefined;

  constructor(private readonly cost: HashCost = STRONG_HASH_COST) {}

  hash(password: string): Promise<string> {
    return hash(password, { algorithm: ARGON2ID, ...this.cost });
  }

  async verify(storedHash: string, password: string): Promise<boolean> {
    try {
      return await verify(storedHash, password);
    } catch {
      // A malformed stored hash must read as "wrong password", not as a server error.
      return false;
    }
  }

  /** Spends the time of a real verification and always answers false. */
  async verifyAgainstNothing(password: string): Promise<false> {
    this.dummyHash ??= this.hash('edubot-timing-equalizer');
    await this.verify(await this.dummyHash, password);
    return false;
  }
}
