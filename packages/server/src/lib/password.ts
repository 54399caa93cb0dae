// Password hashing: argon2id (memory-hard) via @node-rs/argon2. Never log passwords.
import { hash, verify } from '@node-rs/argon2';

/** Algorithm.Argon2id (a const enum, not importable under isolatedModules). */
const ARGON2ID = 2;

export interface Argon2Cost {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

export function passwordHasher(cost: Argon2Cost) {
  return {
    hash: (password: string) => hash(password, { algorithm: ARGON2ID, ...cost }),
    async verify(stored: string, password: string): Promise<boolean> {
      try {
        return await verify(stored, password);
      } catch {
        return false;
      }
    },
  };
}
export type PasswordHasher = ReturnType<typeof passwordHasher>;
