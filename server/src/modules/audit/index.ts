export { AuditService, auditPageQuery, type AuditEntryView } from './audit.service';
