export { AuditResolver } from './audit.resolver';
export { AuditService, auditPageQuery, type AuditEntryView } from './audit.service';
