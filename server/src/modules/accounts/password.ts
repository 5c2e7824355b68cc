import argon2 from 'argon2';
import type { DataSource } from 'typeorm';
import { accountEmail } from '../../shared/inputs/fields';
import { emailSkeleton } from './email-identity';
import { UserEntity } from './user.entity';

/**
 * argon2id at the OWASP minimum (19 MiB, 2 passes); `test`, for the test suite only
 * (NODE_ENV=test), the same algorithm at 1 MiB and 1 pass, so its hundreds of sign-ins do not
 * each cost 50 ms of CPU. A hash carries its own parameters, so verifying needs neither.
 */
export const PASSWORD_COSTS = {
  owasp: { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 },
  test: { type: argon2.argon2id, memoryCost: 1_024, timeCost: 1, parallelism: 1 },
} as const;
export type PasswordCost = keyof typeof PASSWORD_COSTS;

export function hashPassword(password: string, cost: PasswordCost = 'owasp'): Promise<string> {
  return argon2.hash(password, PASSWORD_COSTS[cost]);
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

/** The first admin account, on a database that has none (seed); false when an admin exists. */
export async function createFirstAdmin(
  ds: DataSource,
  admin: { email: string; password: string },
  cost: PasswordCost,
): Promise<boolean> {
  const users = ds.getRepository(UserEntity);
  if (await users.count({ where: { role: 'ADMIN' } })) return false;
  await users.insert({
    name: 'Admin',
    email: accountEmail(admin.email),
    emailSkeleton: emailSkeleton(admin.email),
    passwordHash: await hashPassword(admin.password, cost),
    role: 'ADMIN',
    verifiedAt: new Date(),
  });
  return true;
}
