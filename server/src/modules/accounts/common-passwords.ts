export const TOO_COMMON = 'This password is too common.';

let check: Promise<(password: string) => boolean> | undefined;

/**
 * Whether a password is one of the ~49,000 most common passwords of @zxcvbn-ts/language-common
 * (from leaked password lists), in any letter case, or only such a password written
 * backwards or in l33t (zxcvbn's matcher finds one whole-password match). The list and
 * matcher load on first use, not at start-up.
 */
export function isCommonPassword(password: string): Promise<boolean> {
  check ??= (async () => {
    const [{ ZxcvbnFactory }, { dictionary }] = await Promise.all([
      import('@zxcvbn-ts/core'),
      import('@zxcvbn-ts/language-common'),
    ]);
    const list = dictionary['passwords-common'];
    const exact = new Set(list.map((p) => p.toLowerCase()));
    const zxcvbn = new ZxcvbnFactory({ dictionary: { 'passwords-common': list } });
    return (candidate: string) => {
      if (exact.has(candidate.toLowerCase())) return true;
      // The matcher's work grows with the length; nothing that long is a list entry anyway.
      if (candidate.length > 64) return false;
      const { sequence } = zxcvbn.check(candidate);
      return sequence.length === 1 && sequence[0].pattern === 'dictionary';
    };
  })().catch((err) => {
    check = undefined;
    throw err;
  });
  return check.then((isCommon) => isCommon(password));
}
