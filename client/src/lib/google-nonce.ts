/**
 * Google sign-in's callback is a plain link (/google-callback?token=&id=&name=), so
 * anyone could send a visitor one with their own account's token and have the visitor
 * shop, and type their address, in the sender's account. The sign-in therefore starts
 * with a random nonce kept in this tab's sessionStorage; the server hands it back on the
 * callback, and only a callback carrying it is accepted.
 */
export const GOOGLE_NONCE_KEY = 'googleSignInNonce';

/** Where to send the browser to sign in with Google (a new nonce each time). */
export function startGoogleSignIn(): string {
  const nonce = Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('');
  sessionStorage.setItem(GOOGLE_NONCE_KEY, nonce);
  return `/auth/google?nonce=${nonce}`;
}

/** Whether a callback's nonce is the one this tab started with (each is used once). */
export function takeGoogleNonce(nonce: string | null): boolean {
  const expected = sessionStorage.getItem(GOOGLE_NONCE_KEY);
  sessionStorage.removeItem(GOOGLE_NONCE_KEY);
  return !!expected && nonce === expected;
}
