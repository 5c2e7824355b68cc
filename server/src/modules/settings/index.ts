/** Integration settings (WhatsApp, SMS, JazzCash, easypaisa, couriers): secrets sealed at rest, shown only as set. */
export {
  SETTINGS_SAVED,
  SettingsService,
  SecretKeyError,
  type PublicField,
  type PublicServiceSettings,
  type SaveOptions,
} from './settings.service';
export {
  SERVICE_NAMES,
  SETTINGS,
  fieldsOf,
  isServiceName,
  type FieldDef,
  type ServiceName,
  type SettingsOf,
} from './settings.catalog';
export { ServiceSettingsEntity } from './service-settings.entity';
export { SecretBox, keyId } from './secret-box';
