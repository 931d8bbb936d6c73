import { hash, verify } from '@node-rs/argon2';
import { passwordMaxLength, passwordMinLength } from '@club/api-client';
import { commonPasswords } from './common-passwords';

/**
 * argon2id with OWASP's first recommended setting (19 MiB, 2 passes, 1 lane): about 15–25 ms a hash on
 * this machine, slow enough to make offline guessing expensive and quick enough for a sign-in.
 * `algorithm: 2` is Argon2id (the package's const enum cannot be imported under isolatedModules).
 */
export const argon2Options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, argon2Options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * Why a password is refused, in plain words, or null when it is acceptable. Current guidance (NIST SP
 * 800-63B): a length range, no common or context-specific passwords, no composition rules. Length counts
 * characters (code points), so a passphrase in any script is measured as a person would count it.
 */
export function passwordProblem(password: string, context: { email?: string } = {}): string | null {
  const length = [...password].length;
  if (length < passwordMinLength) return `Use at least ${passwordMinLength} characters for your password.`;
  if (length > passwordMaxLength) return `Use no more than ${passwordMaxLength} characters for your password.`;
  const lowered = password.toLowerCase();
  if (commonPasswords.has(lowered)) {
    return 'That password is too common and easy to guess. Choose a different one, such as a few unrelated words.';
  }
  const email = context.email?.trim().toLowerCase();
  if (email && (lowered === email || lowered === email.split('@')[0])) {
    return 'Your password cannot be your email address. Choose a different one.';
  }
  return null;
}
