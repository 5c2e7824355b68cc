export { AuditService, type AuditEntryView } from './audit.service';
