/**
 * The settings store: integrations and the owner's shop policy (`policy`, remembered on each
 * instance until a save on any of them is heard). Server code reads a service's settings with its secrets
 * (`get`); anything shown to people goes through `publicView`, where a secret is only "set" or
 * not. Saves merge field by field under the row's lock, so two owners saving different fields
 * at once keep both; a save that names the version it read is refused (409) when another
 * save came in between.
 *
 * Saving: a string sets a field; null clears it (a plain field falls back to its default).
 * For a secret, an empty string or a missing field leaves it as it is (a form shows secrets
 * blank), so only null clears one.
 */
import { In, type DataSource, type EntityManager } from 'typeorm';
import { rememberNothing, type Forgettable } from '../../platform/cache';
import {
  ConflictError,
  type FieldErrorShape,
  NotFoundError,
  ServiceUnavailableError,
  ValidationError,
} from '../../shared/errors';
import {
  shopPolicyOf,
  SHOP_POLICY,
  type PolicySection,
  type ShopPolicy,
} from '../../shared/inputs/shop-policy';
import { SecretBox, SecretKeyError, sealedWith } from './secret-box';
import { ServiceSettingsEntity } from './service-settings.entity';
import {
  fieldsOf,
  isServiceName,
  SERVICE_NAMES,
  SETTINGS,
  type ServiceDef,
  type ServiceName,
  type SettingsOf,
} from './settings.catalog';

export const SETTINGS_SAVED = 'Settings saved.';

export interface PublicField {
  name: string;
  label: string;
  secret: boolean;
  required: boolean;
  /** The value of a plain field (its default when unset); always null for a secret. */
  value: string | null;
  /** Whether the field holds a value of its own (for a secret: whether one is stored). */
  set: boolean;
  default: string | null;
  choices: string[] | null;
  help: string | null;
}

export interface PublicServiceSettings {
  service: ServiceName;
  label: string;
  /** Every required field is set: the service can be used. */
  configured: boolean;
  /** Required fields still unset. */
  missing: string[];
  version: number;
  updatedAt: Date | null;
  updatedBy: number | null;
  fields: PublicField[];
}

/** Tells every instance that the settings changed (their memos, pages and responses showing them are stale). */
export type AnnouncePolicy = (db: DataSource) => Promise<void>;

/** A service's stored row as `get` reads it: plain values, and secrets still sealed. */
export interface StoredRow {
  values: Record<string, string>;
  secrets: Record<string, string>;
}

const POLICY_SECTIONS = Object.keys(SHOP_POLICY) as PolicySection[];
const isPolicySection = (s: string): s is PolicySection => (POLICY_SECTIONS as string[]).includes(s);

export interface SaveOptions {
  /** Who saves (the owner's user id). */
  actorId?: number | null;
  /** The version the form was read at; a save made since refuses this one. */
  version?: number;
}

const MAX_VALUE = 2000;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex
const CONTROL_BUT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export class SettingsService {
  private readonly box?: SecretBox;

  constructor(
    private readonly ds: DataSource,
    key: Buffer | undefined,
    /** The policy read, remembered until a save on any instance (the change feed clears it). */
    private readonly memo: Forgettable<ShopPolicy> = rememberNothing(),
    private readonly announce: AnnouncePolicy = async () => {},
    /** The stored rows: every order reads a few (the guard, the owner's alerts, COD confirmation). */
    private readonly rows: Forgettable<StoredRow | null> = rememberNothing(),
  ) {
    if (key) this.box = new SecretBox(key);
  }

  /**
   * The owner's shop policy (limits, deadlines, the shop's name and delivery time): the saved
   * values of the `shop`, `orders` and `cod` sections over their defaults, remembered until a save
   * on any instance.
   */
  policy(): Promise<ShopPolicy> {
    return this.memo.get('policy', async () => {
      const rows = await this.ds
        .getRepository(ServiceSettingsEntity)
        .findBy({ service: In(POLICY_SECTIONS) });
      return shopPolicyOf(Object.fromEntries(rows.map((r) => [r.service, r.values])));
    });
  }

  /**
   * Fills each policy setting that holds no saved value from `given` (values of the old
   * environment variables, already checked), so an upgraded deployment keeps its values; a saved
   * value wins. Answers the settings filled, and those refused (not fitting the saved ones), as
   * section.field.
   */
  async seedPolicy(
    given: Partial<Record<PolicySection, Record<string, string>>>,
  ): Promise<{ filled: string[]; refused: string[] }> {
    const filled: string[] = [];
    const refused: string[] = [];
    for (const section of POLICY_SECTIONS) {
      const values = given[section] ?? {};
      const row = await this.row(section);
      const missing = Object.keys(values).filter((f) => row?.values[f] === undefined);
      if (!missing.length) continue;
      const names = missing.map((f) => `${section}.${f}`);
      try {
        await this.update(section, Object.fromEntries(missing.map((f) => [f, values[f]])));
        filled.push(...names);
      } catch (err) {
        if (!(err instanceof ValidationError)) throw err;
        refused.push(...names);
      }
    }
    return { filled, refused };
  }

  /**
   * A service's settings for server code, secrets opened and defaults filled in; null until
   * every required field is set. Never hand this to a transport. `em`: read inside that
   * transaction (an event handler) instead of on a connection of its own.
   */
  async get<S extends ServiceName>(service: S, em?: EntityManager): Promise<SettingsOf<S> | null> {
    // Remembered until a save on any instance; read on `em` when given, so a transaction holding
    // a connection does not wait for another one from the pool.
    const row = await this.rows.get(service, async () => {
      const [found] = (await (em ?? this.ds).query(
        'SELECT "values", secrets FROM service_settings WHERE service = $1',
        [service],
      )) as StoredRow[];
      return found ?? null;
    });
    const out: Record<string, string> = {};
    for (const [name, def] of Object.entries(fieldsOf(service))) {
      let value: string | undefined;
      if (def.secret) {
        const sealed = row?.secrets[name];
        if (sealed !== undefined) value = this.open(service, name, sealed);
      } else value = row?.values[name] ?? def.default;
      if (value !== undefined) out[name] = value;
      else if (def.required) return null;
    }
    return out as SettingsOf<S>;
  }

  async publicView(): Promise<PublicServiceSettings[]> {
    const rows = await this.ds.getRepository(ServiceSettingsEntity).find();
    const byService = new Map(rows.map((r) => [r.service, r]));
    return SERVICE_NAMES.map((s) => this.present(s, byService.get(s) ?? null));
  }

  async publicViewOf(service: string): Promise<PublicServiceSettings> {
    return this.present(this.known(service), await this.row(this.known(service)));
  }

  /** Saves the fields `changes` names (see the module comment); answers the public view. */
  async update(
    service: string,
    changes: Record<string, unknown>,
    options: SaveOptions = {},
  ): Promise<PublicServiceSettings> {
    const name = this.known(service);
    const { set, clear, sealed } = this.prepare(name, changes ?? {});
    const saved = await this.ds.transaction(async (em) => {
      const repo = em.getRepository(ServiceSettingsEntity);
      await repo.createQueryBuilder().insert().values({ service: name }).orIgnore().execute();
      const row = await repo.findOneOrFail({ where: { service: name }, lock: { mode: 'pessimistic_write' } });
      if (options.version !== undefined && options.version !== row.version)
        throw new ConflictError(
          `${SETTINGS[name].label} settings were changed by someone else since you opened them. Reload and save again.`,
        );
      const values = { ...row.values, ...set };
      const secrets = { ...row.secrets, ...sealed };
      for (const f of clear) {
        delete values[f];
        delete secrets[f];
      }
      const conflicts = (SETTINGS[name] as ServiceDef).conflicts?.(values) ?? [];
      if (conflicts.length) throw new ValidationError(conflicts.map((c) => ({ ...c, code: 'INVALID' })));
      row.values = values;
      row.secrets = secrets;
      row.version += 1;
      row.updatedBy = options.actorId ?? null;
      row.updatedAt = new Date();
      return repo.save(row);
    });
    this.rows.clear();
    if (isPolicySection(name)) this.memo.clear();
    await this.announce(this.ds);
    return this.present(name, saved);
  }

  /**
   * Why this server cannot open the stored secrets (no SETTINGS_KEY, or another one), or null.
   * The composition root stops start-up on it, naming SETTINGS_KEY.
   */
  async keyProblem(): Promise<string | null> {
    const rows = await this.ds.getRepository(ServiceSettingsEntity).find();
    const keys = new Set(rows.flatMap((r) => Object.values(r.secrets).map((s) => sealedWith(s) ?? '?')));
    if (keys.size === 0) return null;
    if (!this.box)
      return 'SETTINGS_KEY: not set, and the database holds integration secrets sealed with a key; set the SETTINGS_KEY they were saved with (32 bytes: 64 hex characters or base64)';
    const others = [...keys].filter((k) => k !== this.box!.id);
    if (others.length)
      return `SETTINGS_KEY: the database holds integration secrets sealed with another key (${others.join(', ')}; this key is ${this.box.id}); set the SETTINGS_KEY they were saved with`;
    return null;
  }

  private known(service: string): ServiceName {
    if (!isServiceName(service)) throw new NotFoundError(`There are no settings for "${service}".`);
    return service;
  }

  private row(service: ServiceName, em?: EntityManager): Promise<ServiceSettingsEntity | null> {
    return (em ?? this.ds.manager).getRepository(ServiceSettingsEntity).findOneBy({ service });
  }

  private open(service: ServiceName, field: string, sealed: string): string {
    if (!this.box)
      throw new ServiceUnavailableError(
        `${SETTINGS[service].label}: its secrets cannot be read because SETTINGS_KEY is not set on the server.`,
      );
    try {
      return this.box.open(sealed, `${service}.${field}`);
    } catch (err) {
      if (err instanceof SecretKeyError)
        throw new ServiceUnavailableError(`${SETTINGS[service].label}: ${err.message}`);
      throw err;
    }
  }

  private prepare(service: ServiceName, changes: Record<string, unknown>) {
    const defs = fieldsOf(service);
    const errors: FieldErrorShape[] = [];
    const set: Record<string, string> = {};
    const sealed: Record<string, string> = {};
    const clear: string[] = [];
    for (const [name, raw] of Object.entries(changes)) {
      const def = Object.prototype.hasOwnProperty.call(defs, name) ? defs[name] : undefined;
      if (!def) {
        errors.push({ field: name, message: 'There is no such setting.', code: 'UNKNOWN_FIELD' });
        continue;
      }
      if (raw === undefined || (def.secret && raw === '')) continue;
      if (raw === null || (!def.secret && typeof raw === 'string' && raw.trim() === '')) {
        clear.push(name);
        continue;
      }
      if (typeof raw !== 'string') {
        errors.push({ field: name, message: 'Must be text.', code: 'INVALID' });
        continue;
      }
      const value = def.secret ? raw : raw.trim();
      const problem = (def.multiline ? CONTROL_BUT_LINES : CONTROL).test(value)
        ? def.multiline
          ? 'Must be text without control characters.'
          : 'Must be one line of text.'
        : value.length > MAX_VALUE
          ? `At most ${MAX_VALUE} characters.`
          : def.choices && !def.choices.includes(value)
            ? `One of: ${def.choices.join(', ')}.`
            : def.check?.(value);
      if (problem) {
        errors.push({ field: name, message: problem, code: 'INVALID' });
        continue;
      }
      if (!def.secret) set[name] = value;
      else if (!this.box)
        errors.push({
          field: name,
          message: 'SETTINGS_KEY is not set on the server, so secrets cannot be saved.',
          code: 'NO_SETTINGS_KEY',
        });
      else sealed[name] = this.box.seal(value, `${service}.${name}`);
    }
    if (errors.length) throw new ValidationError(errors);
    return { set, sealed, clear };
  }

  private present(service: ServiceName, row: ServiceSettingsEntity | null): PublicServiceSettings {
    const fields = Object.entries(fieldsOf(service)).map(([name, def]): PublicField => {
      const own = def.secret ? row?.secrets[name] !== undefined : row?.values[name] !== undefined;
      return {
        name,
        label: def.label,
        secret: !!def.secret,
        required: !!def.required,
        value: def.secret ? null : (row?.values[name] ?? def.default ?? null),
        set: own,
        default: def.default ?? null,
        choices: def.choices ? [...def.choices] : null,
        help: def.help ?? null,
      };
    });
    const missing = fields.filter((f) => f.required && !f.set).map((f) => f.name);
    return {
      service,
      label: SETTINGS[service].label,
      configured: missing.length === 0,
      missing,
      version: row?.version ?? 0,
      updatedAt: row?.updatedAt ?? null,
      updatedBy: row?.updatedBy ?? null,
      fields,
    };
  }
}
