/** Integration settings (WhatsApp, SMS, JazzCash, easypaisa, couriers): secrets sealed at rest, shown only as set. */
export { SETTINGS_SAVED, SettingsService, type PublicServiceSettings } from './settings.service';
export { SETTINGS, fieldsOf, isServiceName, type FieldDef } from './settings.catalog';
