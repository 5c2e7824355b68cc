export { AuditResolver } from './audit.resolver';
export { AuditService, type AuditEntryView } from './audit.service';
