import { InitialSchema1732200000000 } from './1732200000000-initial-schema';

/** Every migration, in order. New migrations are appended here. */
export const migrations = [InitialSchema1732200000000];
