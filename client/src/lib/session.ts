import { makeVar } from './reactive-var';

/** A signed-in session as the spec keeps it in the browser: {id, name, token}. */
export interface SessionInfo {
  id: number;
  name: string;
  token: string;
}

export const USER_KEY = 'userInfo';
export const ADMIN_KEY = 'adminInfo';

function read(key: string): SessionInfo | null {
  try {
    const v = JSON.parse(localStorage.getItem(key) ?? 'null') as SessionInfo | null;
    return v && typeof v.token === 'string' && typeof v.id === 'number' ? v : null;
  } catch {
    return null;
  }
}

export const userVar = makeVar<SessionInfo | null>(read(USER_KEY));
export const adminVar = makeVar<SessionInfo | null>(read(ADMIN_KEY));

export function signIn(kind: 'user' | 'admin', info: SessionInfo & { verified?: boolean }): void {
  const key = kind === 'user' ? USER_KEY : ADMIN_KEY;
  localStorage.setItem(key, JSON.stringify(info));
  (kind === 'user' ? userVar : adminVar)({ id: info.id, name: info.name, token: info.token });
}

export function signOut(kind: 'user' | 'admin'): void {
  localStorage.removeItem(kind === 'user' ? USER_KEY : ADMIN_KEY);
  (kind === 'user' ? userVar : adminVar)(null);
}
