/**
 * Which accounts an e-mail address could be mistaken for. An address is kept in its normal
 * form (`accountEmail`: NFKC, lower case); its confusable skeleton (Unicode TR39, section 4:
 * "skeleton") is the same for addresses that look alike, e.g. with a Cyrillic "а" for a Latin
 * "a" or a "0" for an "o", and is unique per account (`users.email_skeleton`).
 */
import unhomoglyph from 'unhomoglyph';
import { accountEmail } from '../../shared/inputs/fields';

const IGNORABLE = /\p{Default_Ignorable_Code_Point}/gu;

/**
 * TR39's skeleton of the normal form: NFD, default-ignorables removed, each character replaced
 * by its prototype in Unicode's confusables.txt (the `unhomoglyph` package's table), NFD again;
 * lower-cased on both sides so prototypes in upper case ("0" → "O") meet their lower-case twins.
 */
export function emailSkeleton(address: string): string {
  const decomposed = accountEmail(address).normalize('NFD').replace(IGNORABLE, '');
  return unhomoglyph(decomposed).toLowerCase().normalize('NFD');
}

export const LOOKALIKE_EMAIL =
  'This email address looks like one already registered here. Please use a different address.';
