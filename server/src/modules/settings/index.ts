/** The owner's settings: integrations (secrets sealed at rest, shown only as set) and the shop policy (`policy()`). */
export {
  SETTINGS_SAVED,
  SettingsService,
  type PublicServiceSettings,
  type StoredRow as SettingsRow,
} from './settings.service';
export { SETTINGS, fieldsOf, isServiceName, type FieldDef, type SettingsOf } from './settings.catalog';
