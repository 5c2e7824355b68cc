export { STAFF_INVITE_HOURS, STAFF_MESSAGES, StaffService, type StaffMember } from './staff.service';
