/** Admin GraphQL operations carry the admin token (see the auth link). */
export const ADMIN = { context: { role: 'admin' } } as const;
