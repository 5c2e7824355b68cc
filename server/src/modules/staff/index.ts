export { STAFF_MESSAGES, StaffService, type StaffMember } from './staff.service';
